import { createFileRoute } from '@tanstack/react-router'
import { loadHomeWords } from '@/features/variants/lib/home-words'
import { pendingMsOnFirstVisit } from '@/lib/first-visit'
import { BarberHomePending } from '@/features/variants/components/home-pending'
import { id, searchParams } from '@/lib/search-params'
import { BarberHome } from '@/features/variants/components/barber-home'
import { loadBarberHome } from '@/features/variants/loaders/barber-home'
import { signedInUserId } from '@/features/variants/lib/signed-in-user'

// Declared apart: written inline, this generic call takes its type from the route's, which `loaderDeps`
// needs first, and TypeScript infers neither.
const validateSearch = searchParams({
  service: id,
  /** A barber whose booking dialog opens (after a guest signed in, for instance). */
  book: id,
})

export const Route = createFileRoute('/barber/home')({
  beforeLoad: loadHomeWords,
  validateSearch,
  // Not `book`: opening the dialog reloads nothing.
  loaderDeps: ({ search }) => ({ service: search.service, user: signedInUserId() }),
  // The loader travels with the page rather than in the route tree, which every first page loads; the
  // chunk comes from the precache, so fetching it before the data costs little.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ deps }) => loadBarberHome(deps),
  component: BarberHome,
  pendingComponent: BarberHomePending,
  pendingMs: pendingMsOnFirstVisit(),
})
