import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { setUnauthorizedHandler } from '@/lib/api/client'
import { FREE_SPACE_HASH, FREE_SPACE_PATH, setFreeSpaceNavigator } from '@/components/ui/toaster'
import { session } from '@/lib/session'
import { setupI18n } from '@/lib/i18n'
import { startServiceWorker } from './service-worker'
import { connectQueryWorker } from './query-worker'
import { router } from './router'
import { refreshSession } from './refresh-session'
import { createBootStages } from './boot-stages'
import '../index.css'

function fail(error: unknown) {
  const text = document.getElementById('splash-text')
  if (text) text.textContent = error instanceof Error ? error.message : String(error)
  console.error(error)
}

const { begin, stage, watchForStuckStart } = createBootStages()

/**
 * The first page's code starts downloading beside the translations, not after them: the
 * router asked for its chunks only once it rendered, a round trip more before the first paint on a slow
 * network (Lighthouse's simulated LCP of the sign-in page: its form came four requests deep).
 */
function preloadFirstPage() {
  const [routes] = router.getMatchedRoutes(window.location.pathname)
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
}

/**
 * A prerendered page (scripts/prerender.ts) already shows its first screen, and React's first commit replaces
 * it: that commit must be the page, or the page's own pending screen (a business home waiting for the worker),
 * never the router's empty start or its default spinner, which a slow phone met when the page's words took
 * over a second. So the first load starts here and the render waits for one of those. The router tells when
 * a load ends but not when it shows a pending screen, so its state is read each frame meanwhile.
 */
async function firstScreen(): Promise<void> {
  let loaded = false
  void router
    .load()
    .catch(console.error)
    .finally(() => (loaded = true))
  const ownPending = () =>
    router.state.matches.some((m) => m.status === 'pending' && router.routesById[m.routeId]?.options.pendingComponent)
  while (!loaded && !ownPending()) await new Promise((next) => setTimeout(next, 16))
}

async function boot() {
  watchForStuckStart()
  // The back end lives in the service worker, but the page does not wait for it: a first visit renders at
  // once and only its API calls wait until the worker controls the page (src/lib/api/client.ts).
  startServiceWorker().catch(console.error)
  preloadFirstPage()
  await stage('translations', setupI18n())
  connectQueryWorker()
  setFreeSpaceNavigator(() => void router.navigate({ to: FREE_SPACE_PATH, hash: FREE_SPACE_HASH }))
  setUnauthorizedHandler(() => {
    session.end()
    const here = router.state.location.href
    void router.navigate({ to: '/sign-in', search: { redirect: here } })
  })
  // The fresh token arrives while the first page renders (the stored one is valid until then); a refused
  // token ends the session and the route guards run again.
  const signedIn = session.isSignedIn()
  void refreshSession().then(() => {
    if (signedIn && !session.isSignedIn()) void router.invalidate()
  })
  begin('route')
  if (document.querySelector('[data-prerendered]')) await firstScreen()
  const root = createRoot(document.getElementById('root')!)
  // As a transition React renders the first page in slices, yielding to the browser between them, rather
  // than in one long task that blocks input on a slow phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  )
}

boot().catch(fail)
