import { Suspense, lazy } from 'react'

// The sync's UI opens the device's database (Dexie) and reads it live: it loads after the page, in its own chunk.
const SyncIndicator = lazy(() => import('./sync-indicator'))
const DeviceSyncSettings = lazy(() => import('./device-sync-settings'))

/** The toolbar's sync status; nothing on a device that does not sync, and nothing while it loads. */
export function SyncToolbarSlot() {
  return (
    <Suspense fallback={null}>
      <SyncIndicator />
    </Suspense>
  )
}

/** The body of Settings › Sync. */
export function SyncSettingsSlot() {
  return (
    <Suspense fallback={null}>
      <DeviceSyncSettings />
    </Suspense>
  )
}
