import { Workbox } from 'workbox-window'
import { reportWorkerFailure } from '@/lib/api/worker-control'

const SW_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js'

let workbox: Workbox | undefined
type UpdateListener = () => void
const updateListeners = new Set<UpdateListener>()
let updateWaiting = false

/**
 * A hard reload leaves the page uncontrolled even with an active worker: ask it to claim us. (A first
 * visit is claimed by the worker's activate; the message is harmless then.)
 */
function askForControl() {
  const sw = navigator.serviceWorker
  if (sw.controller) return
  void sw.ready.then((reg) => reg.active?.postMessage({ type: 'claim' }))
}

/** How often a visible page wakes its worker: Chrome stops a worker idle for 30 s. */
const KEEP_AWAKE_MS = 20_000

/**
 * The worker holds the sync server's live stream (docs/sync.md); a stopped worker hears nothing until
 * the next request. A visible page keeps it running with a message now and then (each event restarts
 * the idle clock; a stopped worker starts again and syncs at once).
 */
function keepWorkerAwake() {
  setInterval(() => {
    if (document.visibilityState === 'visible') navigator.serviceWorker.controller?.postMessage({ type: 'keep-awake' })
  }, KEEP_AWAKE_MS)
}

/**
 * Registers the worker that answers the API. The page does not wait for it: API calls do
 * (`whenControlled` in src/lib/api/worker-control.ts), and fail at once if it cannot be registered.
 */
export async function startServiceWorker(): Promise<void> {
  workbox = new Workbox(SW_URL, { type: import.meta.env.DEV ? 'module' : 'classic', scope: '/' })
  workbox.addEventListener('waiting', () => {
    updateWaiting = true
    updateListeners.forEach((l) => l())
  })
  // Reload once the new version has taken over (the user accepted the update).
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload()
  })
  // A browser without service workers fails here too (Workbox reads navigator.serviceWorker in register).
  try {
    await workbox.register()
  } catch (error) {
    reportWorkerFailure()
    throw error
  }
  askForControl()
  keepWorkerAwake()
}

export const swUpdate = {
  subscribe(listener: UpdateListener) {
    updateListeners.add(listener)
    return () => updateListeners.delete(listener)
  },
  isWaiting: () => updateWaiting,
  /** Activates the waiting version; the page reloads when it takes control. */
  accept() {
    workbox?.messageSkipWaiting()
  },
  check() {
    return workbox?.update()
  },
}
