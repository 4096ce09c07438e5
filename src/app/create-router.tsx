import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { DefaultError, PendingScreen } from '@/components/layout/route-states'
import type { GuardSession } from '@/lib/guards'
import { NotFound } from './not-found'

/** The app's router: the browser's (src/app/router.tsx) and the build's prerender (src/app/prerender.tsx). */
export const createAppRouter = (session: GuardSession, history?: RouterHistory) =>
  createRouter({
    routeTree,
    history,
    // The guards read the session from here (src/lib/guards.ts); it is a live store, so one object serves every navigation.
    context: { session },
    defaultPreload: 'intent',
    defaultPendingComponent: PendingScreen,
    defaultErrorComponent: DefaultError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  })
