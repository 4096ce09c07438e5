import i18next from 'i18next'

/**
 * The API lives in the service worker, so an API call can only be answered once a worker controls the
 * page. A first visit renders its page at once and only its API calls wait here (docs/architecture.md).
 */

/** How long one API call waits for the worker: a slow phone installs ~4 MB before it takes control. */
export const CONTROL_TIMEOUT_MS = 60_000

/**
 * How often the wait looks at `navigator.serviceWorker.controller` itself. `controllerchange` is the
 * signal, but a wait must not depend on catching one event: a start that missed it stayed stuck.
 */
export const CONTROL_CHECK_MS = 250

/** Why API calls cannot be answered: the worker failed to install, or did not take control in time. */
export class WorkerUnavailableError extends Error {
  readonly status = 503
  constructor(readonly reason: 'failed' | 'timeout') {
    super(i18next.t(reason === 'failed' ? 'worker.failed' : 'worker.timeout', { ns: 'common' }))
  }
}

type Container = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>

const container = (): Container | undefined => (typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined)

let failure: unknown
const failureListeners = new Set<() => void>()

/** The boot reports a worker that cannot start (registration refused, install failed): waiting calls end now. */
export function reportWorkerFailure(error: unknown) {
  failure = error
  failureListeners.forEach((listener) => listener())
}

/**
 * Resolves once a service worker controls the page; rejects with `WorkerUnavailableError` if the worker
 * failed or has not taken control after `timeoutMs`. Without service worker support (unit tests in
 * Node) there is nothing to wait for.
 */
export function whenControlled(timeoutMs = CONTROL_TIMEOUT_MS, sw: Container | undefined = container()): Promise<void> {
  if (sw?.controller) return Promise.resolve()
  if (failure) return Promise.reject(new WorkerUnavailableError('failed'))
  if (!sw) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const check = () => {
      if (sw.controller) finish(resolve)
    }
    const failed = () => finish(() => reject(new WorkerUnavailableError('failed')))
    const poll = setInterval(check, CONTROL_CHECK_MS)
    const timer = setTimeout(() => finish(() => reject(new WorkerUnavailableError('timeout'))), timeoutMs)
    function finish(settle: () => void) {
      clearInterval(poll)
      clearTimeout(timer)
      sw!.removeEventListener('controllerchange', check)
      failureListeners.delete(failed)
      settle()
    }
    sw.addEventListener('controllerchange', check)
    failureListeners.add(failed)
  })
}
