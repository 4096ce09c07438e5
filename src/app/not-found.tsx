import { Suspense, lazy } from 'react'
import { PendingScreen } from '@/components/layout/route-states'
import { useSession } from '@/lib/use-session'

// Either frame loads only when someone reaches an unknown address: neither weighs on the first page.
const FramedNotFound = lazy(() => import('./framed-not-found'))
const GuestNotFound = lazy(() => import('./guest-not-found'))

/**
 * An unknown address. Signed in, the 404 sits in the app's frame, with the menu and toolbar to carry on
 * from; signed out, in a plain frame with the logo. Bare text on an empty page read as a broken app.
 */
export function NotFound() {
  const signedIn = useSession().user !== null
  return <Suspense fallback={<PendingScreen />}>{signedIn ? <FramedNotFound /> : <GuestNotFound />}</Suspense>
}
