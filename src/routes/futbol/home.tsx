import { createFileRoute } from '@tanstack/react-router'
import { loadHomeWords } from '@/features/variants/lib/home-words'
import { pendingMsOnFirstVisit } from '@/lib/first-visit'
import { FutbolHomePending } from '@/features/variants/components/home-pending'
import { FutbolHome } from '@/features/variants/components/futbol-home'
import { loadFutbolHome } from '@/features/variants/loaders/futbol-home'

export const Route = createFileRoute('/futbol/home')({
  beforeLoad: loadHomeWords,
  // The loader travels with the page rather than in the route tree, which every first page loads; the
  // chunk comes from the precache, so fetching it before the data costs little.
  codeSplitGroupings: [['loader', 'component']],
  loader: () => loadFutbolHome(),
  component: FutbolHome,
  pendingComponent: FutbolHomePending,
  pendingMs: pendingMsOnFirstVisit(),
})
