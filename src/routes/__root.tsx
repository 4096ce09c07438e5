import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/guards'
import { Toaster } from '@/components/ui/toaster'
import { UpdatePrompt } from '@/components/layout/update-prompt'
import { SplashHider } from '@/components/layout/splash-hider'
import { InstallPrompt } from '@/features/install/components/install-prompt'
import { LoadingBar } from '@/components/layout/loading-bar'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
})

function RootComponent() {
  return (
    <>
      <SplashHider />
      <LoadingBar />
      <Outlet />
      {/* After the app, in the page's flow: the offer covers nothing, and arriving it moves nothing above it
          (above the app it pushed every page down 73 px, Lighthouse's CLS 0.089 on every page). */}
      <InstallPrompt />
      <Toaster />
      <UpdatePrompt />
    </>
  )
}
