import { createFileRoute } from '@tanstack/react-router'
import { WithQueries } from '@/lib/queries'
import { id, searchParams } from '@/lib/search-params'
import { BarberHome } from '@/features/variants/components/barber-home'

export const Route = createFileRoute('/barber/home')({
  validateSearch: searchParams({
    service: id,
    /** A barber whose booking dialog opens (after a guest signed in, for instance). */
    book: id,
  }),
  component: () => (
    <WithQueries>
      <BarberHome />
    </WithQueries>
  ),
})
