/// <reference lib="webworker" />
import type Dexie from 'dexie'
import { useSyncControls } from './controls'
import { createSyncEngine } from './engine'
import { useRemoteSignIn } from './remote-sign-in'

const SYNC_TAG = 'clinic-sync'

/** Background Sync, where the browser has it (Chromium): not in TypeScript's DOM types. */
interface SyncManagerLike {
  register(tag: string): Promise<void>
}
interface SyncEventLike extends ExtendableEvent {
  tag: string
}

/**
 * Starts the worker's sync: a round at start, shortly after each write, when the browser is back online,
 * on the live signal (the engine's), and on Background Sync's `sync` event. A round waits for the
 * database, never the other way round: no API answer waits for sync.
 */
export function startWorkerSync(
  self: ServiceWorkerGlobalScope,
  db: Dexie,
  ready: () => Promise<void>,
  announce: () => void,
) {
  const engine = createSyncEngine({
    db,
    configUrl: new URL('sync-config.json', self.registration.scope).href,
    announce,
  })
  const whenReady = (fn: () => void | Promise<void>) => ready().then(fn, () => undefined)
  useRemoteSignIn(async (email, password) => {
    await ready()
    return engine.signIn(email, password)
  })
  useSyncControls({
    runNow: (waitMs) =>
      Promise.race([whenReady(() => engine.syncNow()), new Promise<void>((r) => setTimeout(r, waitMs))]),
    forget: () => engine.forget(),
    fetchFn: (...a) => fetch(...a),
  })
  void whenReady(() => engine.request())
  const online = () => void whenReady(() => engine.online())
  self.addEventListener('online', online)
  self.addEventListener('sync', (event) => {
    const e = event as SyncEventLike
    if (e.tag === SYNC_TAG) e.waitUntil(whenReady(() => engine.runNow()))
  })
  const backgroundSync = (self.registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync
  return {
    /** A page saw the network come back (src/app/service-worker.ts). */
    online,
    afterWrite() {
      engine.request()
      // If the page closes before the round, the browser wakes the worker for it once it is online again.
      backgroundSync?.register(SYNC_TAG).catch(() => undefined)
    },
  }
}
