import { createFileRoute } from '@tanstack/react-router'
import { WithQueries } from '@/lib/queries'
import { FutbolHome } from '@/features/variants/components/futbol-home'

export const Route = createFileRoute('/futbol/home')({
  component: () => (
    <WithQueries>
      <FutbolHome />
    </WithQueries>
  ),
})
