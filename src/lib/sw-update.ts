import type { Workbox } from 'workbox-window'

type UpdateListener = () => void

let workbox: Workbox | undefined
let updateWaiting = false
const updateListeners = new Set<UpdateListener>()

/**
 * Lives in lib rather than beside the registration (src/app/service-worker.ts) so that the shell's
 * update prompt can read it: components never import the app layer.
 */
export function trackUpdates(registered: Workbox) {
  workbox = registered
  registered.addEventListener('waiting', () => {
    updateWaiting = true
    updateListeners.forEach((l) => l())
  })
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
