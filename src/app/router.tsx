import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { DefaultError, PendingScreen } from '@/components/layout/route-states'
import { session } from '@/lib/session'
import { NotFound } from './not-found'

export const router = createRouter({
  routeTree,
  // The guards read the session from here (src/lib/guards.ts); it is a live store, so one object serves every navigation.
  context: { session },
  defaultPreload: 'intent',
  defaultPendingComponent: PendingScreen,
  defaultErrorComponent: DefaultError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface StaticDataRouteOption {
    /** The shell layout this route asks for; the `layout` query parameter still wins. */
    layout?: string
  }
}
