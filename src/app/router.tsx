import { session } from '@/lib/session'
import { createAppRouter } from './create-router'

export const router = createAppRouter(session)

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface StaticDataRouteOption {
    /** The shell layout this route asks for; the `layout` query parameter still wins. */
    layout?: string
  }
}
