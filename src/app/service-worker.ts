import { Workbox } from 'workbox-window'
import { trackUpdates } from '@/lib/sw-update'

const SW_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js'

/** Resolves once a service worker controls this page: our back end lives there. */
function waitForControl(): Promise<void> {
  const sw = navigator.serviceWorker
  if (sw.controller) return Promise.resolve()
  return new Promise((resolve) => {
    sw.addEventListener('controllerchange', () => resolve(), { once: true })
    // A hard reload leaves the page uncontrolled even with an active worker: ask it to claim us.
    void sw.ready.then((reg) => reg.active?.postMessage({ type: 'claim' }))
  })
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
 * A page that sees the network come back tells its worker, which then syncs at once (dropping the wait
 * its failed rounds offline built up). The worker's own `online` event is not enough: Chromium does not
 * deliver it to a service worker under DevTools' offline switch, and it is the page that the user sees.
 */
function reportOnline() {
  window.addEventListener('online', () => navigator.serviceWorker.controller?.postMessage({ type: 'online' }))
}

export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) throw new Error('This browser cannot run the app offline (no service worker support).')
  const workbox = new Workbox(SW_URL, { type: import.meta.env.DEV ? 'module' : 'classic', scope: '/' })
  trackUpdates(workbox)
  // Reload once the new version has taken over (the user accepted the update).
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload()
  })
  await workbox.register()
  await waitForControl()
  keepWorkerAwake()
  reportOnline()
}
