import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSyncScheduler } from './scheduler'

describe('sync scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('folds a burst of triggers into one round after the settle time, and answers at once', async () => {
    const run = vi.fn(async () => undefined)
    const s = createSyncScheduler({ run, settleMs: 300 })
    for (let i = 0; i < 5; i++) s.request()
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(299)
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('never runs two rounds at once, and runs once more for triggers that came during a round', async () => {
    let finish: () => void = () => undefined
    let active = 0
    let most = 0
    const run = vi.fn(() => {
      active += 1
      most = Math.max(most, active)
      return new Promise<void>(
        (resolve) =>
          (finish = () => {
            active -= 1
            resolve()
          }),
      )
    })
    const s = createSyncScheduler({ run, settleMs: 10 })
    s.request()
    await vi.advanceTimersByTimeAsync(10)
    s.request()
    s.request()
    await vi.advanceTimersByTimeAsync(100)
    expect(run).toHaveBeenCalledTimes(1)
    finish()
    await vi.advanceTimersByTimeAsync(10)
    expect(run).toHaveBeenCalledTimes(2)
    finish()
    await vi.advanceTimersByTimeAsync(100)
    expect(run).toHaveBeenCalledTimes(2)
    expect(most).toBe(1)
  })

  it('retries a failed round with doubling delays up to the cap, and resets after a success', async () => {
    let fail = 3
    const times: number[] = []
    const run = vi.fn(async () => {
      times.push(Date.now())
      if (fail-- > 0) throw new Error('offline')
    })
    const onError = vi.fn()
    const s = createSyncScheduler({ run, settleMs: 0, backoffMs: 1000, maxBackoffMs: 3000, onError })
    const start = Date.now()
    s.request()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(times.map((t) => t - start)).toEqual([0, 1000, 3000, 6000])
    expect(onError).toHaveBeenCalledTimes(3)
    s.request()
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(5)
    await s.idle()
  })

  it('runs soon when told the network is back, without waiting out a long backoff', async () => {
    let offline = true
    const run = vi.fn(async () => {
      if (offline) throw new Error('offline')
    })
    const s = createSyncScheduler({ run, settleMs: 300, backoffMs: 1000, maxBackoffMs: 60_000 })
    s.request()
    // Six failures offline: the next try waits 32 s.
    await vi.advanceTimersByTimeAsync(300 + 1000 + 2000 + 4000 + 8000 + 16_000)
    expect(run).toHaveBeenCalledTimes(6)
    offline = false
    s.request()
    await vi.advanceTimersByTimeAsync(1000)
    expect(run).toHaveBeenCalledTimes(6)
    s.retryNow()
    await vi.advanceTimersByTimeAsync(300)
    expect(run).toHaveBeenCalledTimes(7)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(run).toHaveBeenCalledTimes(7)
    await s.idle()
  })

  it('answers a round now with its outcome even while the rounds keep failing, so a Background Sync event ends', async () => {
    const run = vi.fn(async () => {
      throw new Error('server error')
    })
    const s = createSyncScheduler({ run, settleMs: 10, backoffMs: 1000 })
    const first = s.roundNow()
    const failed = expect(first).rejects.toThrow('server error')
    await vi.advanceTimersByTimeAsync(10)
    await failed
    const second = s.roundNow()
    const failedAgain = expect(second).rejects.toThrow('server error')
    await vi.advanceTimersByTimeAsync(10)
    await failedAgain
    expect(run).toHaveBeenCalledTimes(2)
    s.stop()
  })

  it('does nothing after stop', async () => {
    const run = vi.fn(async () => undefined)
    const s = createSyncScheduler({ run, settleMs: 10 })
    s.request()
    s.stop()
    s.request()
    await vi.advanceTimersByTimeAsync(1000)
    expect(run).not.toHaveBeenCalled()
    await s.idle()
  })
  it('now() runs at once past a backoff wait, and resolves when that round ended, even a failed one', async () => {
    let fail = true
    const run = vi.fn(async () => {
      if (fail) throw new Error('server away')
    })
    const s = createSyncScheduler({ run, settleMs: 300, backoffMs: 1000 })
    s.request()
    await vi.advanceTimersByTimeAsync(300)
    await vi.advanceTimersByTimeAsync(1000)
    await vi.advanceTimersByTimeAsync(2000)
    expect(run).toHaveBeenCalledTimes(3)
    // The next retry is 4 s away; the user does not wait for it.
    await s.now()
    expect(run).toHaveBeenCalledTimes(4)
    fail = false
    await s.now()
    expect(run).toHaveBeenCalledTimes(5)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(run).toHaveBeenCalledTimes(5)
  })
})
