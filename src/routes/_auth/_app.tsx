import { useDeferredValue } from 'react'
import { Outlet, createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { ShellFrame } from '@/features/shell/components/shell-frame'
import { SyncToolbarSlot } from '@/features/sync/components/slots'
import { NoAccess } from '@/components/layout/no-access'
import { pageAccess } from '@/lib/guards'

export const Route = createFileRoute('/_auth/_app')({
  // Runs on every navigation to a page under it, with that page's location.
  beforeLoad: pageAccess,
  // The shell's strings load with the first signed-in page (its own lazy namespace).
  loader: () => i18next.loadNamespaces('shell'),
  component: SignedInFrame,
})

function SignedInFrame() {
  // The router commits its first match synchronously, so the shell and the page would render in one long
  // task; as a deferred value React renders them in slices and the main thread stays free for input.
  const ready = useDeferredValue(true, false)
  if (!ready) return null
  return (
    <ShellFrame sync={<SyncToolbarSlot />}>
      <AllowedPage />
    </ShellFrame>
  )
}

/** The page, or "No access" when the access matrix keeps the signed-in role from it (docs/access.md). */
function AllowedPage() {
  const mayOpenPage = Route.useRouteContext({ select: (c) => c.mayOpenPage })
  return mayOpenPage ? <Outlet /> : <NoAccess />
}
