import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { Toaster } from '@/components/ui/toaster'
import { UpdatePrompt } from '@/components/layout/update-prompt'
import { SplashHider } from '@/components/layout/splash-hider'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootComponent,
})

function RootComponent() {
  return (
    <>
      <SplashHider />
      <Outlet />
      <Toaster />
      <UpdatePrompt />
    </>
  )
}
