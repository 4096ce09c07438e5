/**
 * The API lives in the service worker, so an API call can only be answered once a worker controls the
 * page. A first visit renders its page at once and only its API calls wait here (docs/architecture.md).
 */

/** How long one API call waits for the worker: a slow phone installs ~4 MB before it takes control. */
export const CONTROL_TIMEOUT_MS = 60_000

/**
 * How often the wait looks at `navigator.serviceWorker.controller`. Looking, rather than waiting for a
 * `controllerchange`, cannot miss an event, and costs less code on every first page (docs/performance.md).
 */
export const CONTROL_CHECK_MS = 250

/** Why API calls cannot be answered: the worker failed to install, or did not take control in time. */
export type WorkerTrouble = 'failed' | 'timeout'

type Container = Pick<ServiceWorkerContainer, 'controller'>

const container = (): Container | undefined =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined

let failed = false

/** The boot reports a worker that cannot start (registration refused, install failed): waiting calls end. */
export function reportWorkerFailure() {
  failed = true
}

/**
 * Resolves once a service worker controls the page, or with the trouble that ends the wait: a failed
 * worker, or no control after `timeoutMs`. Without service worker support (unit tests in Node) there
 * is nothing to wait for, unless the boot reported the failure.
 */
export function whenControlled(
  timeoutMs = CONTROL_TIMEOUT_MS,
  sw: Container | undefined = container(),
): Promise<WorkerTrouble | undefined> {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve) => {
    const look = () => {
      if (sw?.controller || (!sw && !failed)) resolve(undefined)
      else if (failed) resolve('failed')
      else if (Date.now() >= deadline) resolve('timeout')
      else setTimeout(look, CONTROL_CHECK_MS)
    }
    look()
  })
}
