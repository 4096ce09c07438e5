import { createFileRoute } from '@tanstack/react-router'
import { loadHomeWords } from '@/features/variants/lib/home-words'
import { pendingMsOnFirstVisit } from '@/lib/first-visit'
import { ModuleHomePending } from '@/features/variants/components/home-pending'
import { date, searchParams } from '@/lib/search-params'
import { variant } from '@/lib/variant'
import { ModuleHome } from '@/features/variants/components/module-home'
import { loadModuleHome } from '@/features/variants/loaders/module-home'
import { signedInUser } from '@/features/variants/lib/signed-in-user'

// Declared apart: written inline, this generic call takes its type from the route's, which `loaderDeps`
// needs first, and TypeScript infers neither.
const validateSearch = searchParams({ date })

export const Route = createFileRoute('/gym/home')({
  beforeLoad: loadHomeWords,
  validateSearch,
  loaderDeps: ({ search }) => ({ date: search.date, user: signedInUser()?.id, role: signedInUser()?.role }),
  // The loader travels with the page rather than in the route tree, which every first page loads; the
  // chunk comes from the precache, so fetching it before the data costs little.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ deps }) => loadModuleHome(deps, variant()),
  component: ModuleHome,
  pendingComponent: ModuleHomePending,
  pendingMs: pendingMsOnFirstVisit(),
})
