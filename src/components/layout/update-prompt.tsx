import { Suspense, lazy, useState, useSyncExternalStore } from 'react'
import { swUpdate } from '@/lib/sw-update'

// Rarely shown: the panel loads when a new version is waiting.
const UpdatePanel = lazy(() => import('./update-panel'))

/** Offers the waiting new version until the user accepts or puts it off. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(swUpdate.subscribe, swUpdate.isWaiting, swUpdate.isWaiting)
  const [dismissed, setDismissed] = useState(false)
  if (!waiting || dismissed) return null
  return (
    <Suspense fallback={null}>
      <UpdatePanel onLater={() => setDismissed(true)} />
    </Suspense>
  )
}
