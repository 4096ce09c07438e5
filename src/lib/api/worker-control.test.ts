import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Each test gets the module afresh: a reported failure is remembered for the page's life.
const load = () => import('./worker-control')

/** A service worker container whose controller the test sets, without any event (as a missed one). */
function fakeContainer() {
  const sw = {
    controller: null as ServiceWorker | null,
    takeControl() {
      sw.controller = {} as ServiceWorker
    },
  }
  return sw
}

/** What a wait has come to so far: still waiting, or what it resolved with. */
const settled = (promise: Promise<unknown>) => {
  const state: { done: boolean; value?: unknown } = { done: false }
  void promise.then((value) => Object.assign(state, { done: true, value }))
  return state
}

describe('whenControlled', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('resolves at once for a controlled page', async () => {
    const { whenControlled } = await load()
    const sw = fakeContainer()
    sw.takeControl()
    await expect(whenControlled(1000, sw)).resolves.toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('waits for the worker to take control, then lets every waiting call go and stops looking', async () => {
    const { whenControlled, CONTROL_CHECK_MS } = await load()
    const sw = fakeContainer()
    const first = settled(whenControlled(60_000, sw))
    const second = settled(whenControlled(60_000, sw))
    await vi.advanceTimersByTimeAsync(5_000)
    expect([first.done, second.done]).toEqual([false, false])
    sw.takeControl()
    await vi.advanceTimersByTimeAsync(CONTROL_CHECK_MS)
    expect([first, second]).toEqual([
      { done: true, value: undefined },
      { done: true, value: undefined },
    ])
    // No check is left running once the wait has ended.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('notices control that arrived without a controllerchange it could hear (the missed-event race)', async () => {
    const { whenControlled, CONTROL_CHECK_MS } = await load()
    const sw = fakeContainer()
    const call = settled(whenControlled(60_000, sw))
    sw.takeControl()
    await vi.advanceTimersByTimeAsync(CONTROL_CHECK_MS)
    expect(call).toEqual({ done: true, value: undefined })
  })

  it('gives up after the timeout instead of hanging', async () => {
    const { whenControlled } = await load()
    const call = settled(whenControlled(10_000, fakeContainer()))
    await vi.advanceTimersByTimeAsync(9_000)
    expect(call.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1_250)
    expect(call).toEqual({ done: true, value: 'timeout' })
  })

  it('ends waiting and later calls when the boot reports that the worker cannot start', async () => {
    const { whenControlled, reportWorkerFailure, CONTROL_CHECK_MS } = await load()
    const sw = fakeContainer()
    const waiting = settled(whenControlled(60_000, sw))
    reportWorkerFailure()
    await vi.advanceTimersByTimeAsync(CONTROL_CHECK_MS)
    expect(waiting).toEqual({ done: true, value: 'failed' })
    await expect(whenControlled(60_000, sw)).resolves.toBe('failed')
    // Without service worker support at all the failure still stands.
    await expect(whenControlled(60_000, undefined)).resolves.toBe('failed')
  })

  it('has nothing to wait for where there is no service worker container (Node)', async () => {
    const { whenControlled } = await load()
    await expect(whenControlled(1000, undefined)).resolves.toBeUndefined()
  })
})
