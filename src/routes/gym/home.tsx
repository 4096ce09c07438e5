import { createFileRoute } from '@tanstack/react-router'
import { WithQueries } from '@/lib/queries'
import { date, searchParams } from '@/lib/search-params'
import { GymHome } from '@/features/variants/components/gym-home'

export const Route = createFileRoute('/gym/home')({
  validateSearch: searchParams({ date }),
  component: () => (
    <WithQueries>
      <GymHome />
    </WithQueries>
  ),
})
