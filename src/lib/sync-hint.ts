import type { DeviceSyncHint } from '@/shared/sync/device-meta'

const KEY = 'syncHint'
const HINTS: readonly string[] = ['local', 'server', 'joined'] satisfies DeviceSyncHint[]

type Listener = () => void
const listeners = new Set<Listener>()

function read(): DeviceSyncHint {
  const stored = localStorage.getItem(KEY)
  // Unknown (a device from before the hint): local until the start's token refresh brings the worker's word.
  return stored && HINTS.includes(stored) ? (stored as DeviceSyncHint) : 'local'
}

let snapshot = read()

function emit() {
  snapshot = read()
  for (const l of listeners) l()
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY || e.key === null) emit()
  })
}

/**
 * Whether this device syncs, kept in localStorage from the worker's session answers (sign-in, the start's
 * refresh) and the page's own leave and sign-out, so that a page learns it without opening the database:
 * a local-only device loads none of the sync's UI and no Dexie.
 */
export const syncHint = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => snapshot,
  set(hint: DeviceSyncHint) {
    if (hint === snapshot) return
    localStorage.setItem(KEY, hint)
    emit()
  },
}
