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
      {/* Above the app in the page's flow: the offer may not cover what the page shows. */}
      <InstallPrompt />
      <Outlet />
      <Toaster />
      <UpdatePrompt />
    </>
  )
}
