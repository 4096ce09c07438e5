import { useSyncExternalStore } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { deviceDb } from '../lib/device-db'
import { indicatorState, readSyncStatus, type IndicatorState, type SyncStatus } from '../lib/status'

const subscribeOnline = (fn: () => void) => {
  window.addEventListener('online', fn)
  window.addEventListener('offline', fn)
  return () => {
    window.removeEventListener('online', fn)
    window.removeEventListener('offline', fn)
  }
}

/**
 * The device's sync as it is now, re-read whenever the worker commits to the tables it reads (Dexie's
 * change events reach the page from the worker): no polling, and it works offline. Undefined while the
 * first read runs.
 */
export function useSyncStatus(): {
  status: SyncStatus | undefined
  state: IndicatorState | undefined
  online: boolean
} {
  const status = useLiveQuery(() => readSyncStatus(deviceDb()), [])
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
  return { status, state: status ? indicatorState(status, online) : undefined, online }
}

/** The device syncs with a server: the origin names one and an account of it is signed in on this device. */
export const isJoined = (
  status: SyncStatus | undefined,
): status is SyncStatus & { session: NonNullable<SyncStatus['session']> } =>
  !!status?.session && !!status.config && status.session.server === status.config.server
