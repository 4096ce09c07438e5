import { Suspense, lazy, useSyncExternalStore } from 'react'
import { syncHint } from '@/lib/sync-hint'
import { LocalOnly } from './local-only'

// The sync's UI opens the device's database (Dexie) and reads it live: it loads in its own chunk, and only
// on a device that syncs (the toolbar) or whose origin names a server (the settings).
const SyncIndicator = lazy(() => import('./sync-indicator'))
const DeviceSyncSettings = lazy(() => import('./device-sync-settings'))

const useSyncHint = () => useSyncExternalStore(syncHint.subscribe, syncHint.get, syncHint.get)

/** The toolbar's sync status; nothing on a device that does not sync, and nothing while it loads. */
export function SyncToolbarSlot() {
  return useSyncHint() === 'joined' ? (
    <Suspense fallback={null}>
      <SyncIndicator />
    </Suspense>
  ) : null
}

/** The body of Settings › Sync. */
export function SyncSettingsSlot() {
  return <Suspense fallback={null}>{useSyncHint() === 'local' ? <LocalOnly /> : <DeviceSyncSettings />}</Suspense>
}
