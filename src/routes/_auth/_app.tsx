import { Outlet, createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { ShellFrame } from '@/features/shell/components/shell-frame'

export const Route = createFileRoute('/_auth/_app')({
  // The shell's strings load with the first signed-in page (its own lazy namespace).
  loader: () => i18next.loadNamespaces('shell'),
  component: () => (
    <ShellFrame>
      <Outlet />
    </ShellFrame>
  ),
})
