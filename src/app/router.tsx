import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { DefaultError, PendingScreen } from '@/components/layout/route-states'
import { NotFound } from './not-found'

export const router = createRouter({
  routeTree,
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
