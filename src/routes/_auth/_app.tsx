import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AppFrame } from '@/components/layout/app-frame'

export const Route = createFileRoute('/_auth/_app')({
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
})
