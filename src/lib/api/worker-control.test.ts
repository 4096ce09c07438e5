import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import i18next from 'i18next'
import en from '../../locales/en/common.json'

// Each test gets the module afresh: a reported failure is remembered for the page's life.
const load = () => import('./worker-control')

/** A service worker container whose controller the test sets, with or without telling anyone. */
function fakeContainer() {
  const events = new EventTarget()
  const sw = {
    controller: null as ServiceWorker | null,
    addEventListener: vi.fn((type: string, listener: EventListener) => events.addEventListener(type, listener)),
    removeEventListener: vi.fn((type: string, listener: EventListener) => events.removeEventListener(type, listener)),
    takeControl(announce = true) {
      sw.controller = {} as ServiceWorker
      if (announce) events.dispatchEvent(new Event('controllerchange'))
    },
  }
  return sw
}

const settled = (promise: Promise<unknown>) => {
  const state = { done: false as boolean | 'rejected' }
  promise.then(
    () => (state.done = true),
    () => (state.done = 'rejected'),
  )
  return state
}

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { common: en } }, defaultNS: 'common' })
})

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
    expect(sw.addEventListener).not.toHaveBeenCalled()
  })

  it('waits for the worker to take control, then lets every waiting call go and stops listening', async () => {
    const { whenControlled } = await load()
    const sw = fakeContainer()
    const first = settled(whenControlled(60_000, sw))
    const second = settled(whenControlled(60_000, sw))
    await vi.advanceTimersByTimeAsync(5_000)
    expect([first.done, second.done]).toEqual([false, false])
    sw.takeControl()
    await vi.advanceTimersByTimeAsync(0)
    expect([first.done, second.done]).toEqual([true, true])
    expect(sw.removeEventListener).toHaveBeenCalledTimes(2)
  })

  it('notices control that arrived without a controllerchange it could hear (the missed-event race)', async () => {
    const { whenControlled, CONTROL_CHECK_MS } = await load()
    const sw = fakeContainer()
    const call = settled(whenControlled(60_000, sw))
    sw.takeControl(false)
    await vi.advanceTimersByTimeAsync(CONTROL_CHECK_MS)
    expect(call.done).toBe(true)
  })

  it('gives up after the timeout with a message the page can show, instead of hanging', async () => {
    const { whenControlled, WorkerUnavailableError } = await load()
    const sw = fakeContainer()
    const call = whenControlled(10_000, sw)
    const seen = call.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(10_000)
    const error = await seen
    expect(error).toBeInstanceOf(WorkerUnavailableError)
    expect(error).toMatchObject({ reason: 'timeout', status: 503, message: en.worker.timeout })
  })

  it('fails waiting and later calls at once when the boot reports that the worker cannot start', async () => {
    const { whenControlled, reportWorkerFailure } = await load()
    const sw = fakeContainer()
    const waiting = whenControlled(60_000, sw).catch((error: unknown) => error)
    reportWorkerFailure(new Error('install failed'))
    expect(await waiting).toMatchObject({ reason: 'failed', message: en.worker.failed })
    await expect(whenControlled(60_000, sw)).rejects.toMatchObject({ reason: 'failed' })
    // Without service worker support at all the failure still stands.
    await expect(whenControlled(60_000, undefined)).rejects.toMatchObject({ reason: 'failed' })
  })

  it('has nothing to wait for where there is no service worker container (Node)', async () => {
    const { whenControlled } = await load()
    await expect(whenControlled(1000, undefined)).resolves.toBeUndefined()
  })
})
