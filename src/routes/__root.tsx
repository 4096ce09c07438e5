import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { css } from 'styled-system/css'
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
      {/* At least a screen tall, whatever the page shows while it loads, so the offer after it starts below
          the first screen: the page's growth as its data arrives moves nothing on screen (a short pending
          state left the offer in view, and the business homes' data pushed it down: CLS 0.101). */}
      <div className={css({ minH: '100dvh' })}>
        <Outlet />
      </div>
      {/* After the app, in the page's flow: the offer covers nothing, and arriving it moves nothing above it
          (above the app it pushed every page down 73 px, Lighthouse's CLS 0.089 on every page). */}
      <InstallPrompt />
      <Toaster />
      <UpdatePrompt />
    </>
  )
}
