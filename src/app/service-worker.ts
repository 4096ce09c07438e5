import { Workbox } from 'workbox-window'
import { reportWorkerFailure } from '@/lib/api/worker-control'
import { trackUpdates } from '@/lib/sw-update'
import { watchControl } from './control-watch'

const SW_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js'
const SW_OPTIONS: RegistrationOptions = { type: import.meta.env.DEV ? 'module' : 'classic', scope: '/' }

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
 * A page that sees the network come back tells its worker, which then syncs at once (dropping the wait
 * its failed rounds offline built up). The worker's own `online` event is not enough: Chromium does not
 * deliver it to a service worker under DevTools' offline switch, and it is the page that the user sees.
 */
function reportOnline() {
  window.addEventListener('online', () => navigator.serviceWorker.controller?.postMessage({ type: 'online' }))
}

/**
 * Registers the worker that answers the API. The page does not wait for it: API calls do
 * (`whenControlled` in src/lib/api/worker-control.ts), and fail at once if it cannot be registered.
 */
export async function startServiceWorker(): Promise<void> {
  const workbox = new Workbox(SW_URL, SW_OPTIONS)
  trackUpdates(workbox)
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
  // A hard reload leaves the page uncontrolled even with an active worker, and a first install can fail:
  // the watch asks for control, or installs again, until the page is controlled.
  const sw = navigator.serviceWorker
  watchControl(sw, () => sw.register(SW_URL, SW_OPTIONS))
  keepWorkerAwake()
  reportOnline()
}
