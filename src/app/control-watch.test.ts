import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Each test gets the modules afresh: a reported failure is remembered for the page's life.
const load = async () => ({ ...(await import('./control-watch')), ...(await import('@/lib/api/worker-control')) })

/**
 * A page's container and its one registration. The worker answers a claim by taking control, except the
 * claims it is told to lose; each install either fails (the registration is left with no worker) or activates.
 */
function fakeWorker({ lostClaims = 0, failedInstalls = 0 } = {}) {
  const page = {
    controller: null as ServiceWorker | null,
    claims: 0,
    installs: 1,
    registration: { active: null, installing: null, waiting: null } as {
      active: { postMessage: (m: { type: string }) => void } | null
      installing: object | null
      waiting: object | null
    },
    getRegistration: () => Promise.resolve(page.registration),
    /** The install under way ends. */
    finishInstall() {
      page.registration.installing = null
      if (page.installs <= failedInstalls) return
      page.registration.active = {
        postMessage(message) {
          if (message.type !== 'claim') return
          page.claims++
          if (page.claims > lostClaims) page.controller = {} as ServiceWorker
        },
      }
    },
    register: () => {
      page.installs++
      page.registration.installing = {}
      return Promise.resolve()
    },
  }
  page.registration.installing = {}
  return page
}

describe('watchControl', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('asks an active worker to claim the page again when its claim was lost, and stops once controlled', async () => {
    const { watchControl, whenControlled, CONTROL_WATCH_MS } = await load()
    const page = fakeWorker({ lostClaims: 2 })
    page.finishInstall()
    const wait = whenControlled(60_000, page)
    watchControl(page, page.register)
    await vi.advanceTimersByTimeAsync(3 * CONTROL_WATCH_MS)
    expect(page.controller).not.toBeNull()
    await expect(wait).resolves.toBeUndefined()
    expect(page.claims).toBe(3)
    await vi.advanceTimersByTimeAsync(10 * CONTROL_WATCH_MS)
    expect(page.claims).toBe(3)
    expect(page.installs).toBe(1)
  })

  it('waits for an install under way without asking anything', async () => {
    const { watchControl, CONTROL_WATCH_MS } = await load()
    const page = fakeWorker()
    watchControl(page, page.register)
    await vi.advanceTimersByTimeAsync(5 * CONTROL_WATCH_MS)
    expect([page.claims, page.installs]).toEqual([0, 1])
    page.finishInstall()
    await vi.advanceTimersByTimeAsync(CONTROL_WATCH_MS)
    expect(page.controller).not.toBeNull()
  })

  it('installs again after a failed first install, and the page is controlled', async () => {
    const { watchControl, whenControlled, CONTROL_WATCH_MS } = await load()
    const page = fakeWorker({ failedInstalls: 1 })
    page.finishInstall()
    const wait = whenControlled(60_000, page)
    watchControl(page, page.register)
    await vi.advanceTimersByTimeAsync(CONTROL_WATCH_MS)
    expect(page.installs).toBe(2)
    page.finishInstall()
    await vi.advanceTimersByTimeAsync(CONTROL_WATCH_MS)
    await expect(wait).resolves.toBeUndefined()
    expect(page.installs).toBe(2)
  })

  it('after the last failed install, the waiting API calls fail at once instead of after 60 s', async () => {
    const { watchControl, whenControlled, CONTROL_WATCH_MS, INSTALL_ATTEMPTS } = await load()
    const page = fakeWorker({ failedInstalls: 99 })
    const wait = whenControlled(60_000, page)
    watchControl(page, page.register)
    for (let i = 0; i < INSTALL_ATTEMPTS; i++) {
      page.finishInstall()
      await vi.advanceTimersByTimeAsync(CONTROL_WATCH_MS)
    }
    await vi.advanceTimersByTimeAsync(CONTROL_WATCH_MS)
    expect(page.installs).toBe(INSTALL_ATTEMPTS)
    await expect(wait).resolves.toBe('failed')
    expect(vi.getTimerCount()).toBe(0)
  })
})
