import { reportWorkerFailure } from '@/lib/api/worker-control'

/** How often an uncontrolled page looks at its registration and acts on what it finds. */
export const CONTROL_WATCH_MS = 1000

/** Installs tried in all (the first, by the registration, and the ones this watch starts) before giving up. */
export const INSTALL_ATTEMPTS = 3

interface Registration {
  readonly active: { postMessage(message: { type: 'claim' }): void } | null
  readonly installing: unknown
  readonly waiting: unknown
}

export interface ControlTarget {
  readonly controller: unknown
  getRegistration(): Promise<Registration | undefined>
}

/**
 * Until a worker controls the page, looks every second: an active worker is asked to claim the page (again),
 * and a registration left with no worker at all, its install failed, is registered again, up to
 * INSTALL_ATTEMPTS installs; then the API's waiting calls fail at once (`reportWorkerFailure`).
 *
 * The page used to ask once. The worker's own claim in `activate` passes over a page still loading, a claim
 * can land while a page is between documents, and a first install fails on one precache download that fails
 * (some 440 of them, on a busy server): each left the page uncontrolled, its first route waiting for the
 * API's 60 s timeout under the splash.
 */
export function watchControl(sw: ControlTarget, register: () => Promise<unknown>): void {
  let installs = 1
  const look = async () => {
    if (sw.controller) return
    const registration = await sw.getRegistration().catch(() => undefined)
    if (sw.controller) return
    if (registration?.active) registration.active.postMessage({ type: 'claim' })
    else if (!registration?.installing && !registration?.waiting) {
      if (installs >= INSTALL_ATTEMPTS) return reportWorkerFailure()
      installs++
      await register().catch(() => undefined)
    }
    setTimeout(() => void look(), CONTROL_WATCH_MS)
  }
  void look()
}
