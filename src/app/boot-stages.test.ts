import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STUCK_MS, createBootStages, type SplashView } from './boot-stages'

function fakeSplash() {
  const view = { waiting: '', reloads: [] as (() => void)[], present: true }
  const splash: SplashView = {
    setWaiting: (stages) => (view.waiting = stages.join(' ')),
    offerReload: (reload) => view.reloads.push(reload),
  }
  return { view, boot: createBootStages(() => (view.present ? splash : null)) }
}

describe('boot stages on the splash', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('lists the stages still pending and drops each one as it settles, failed or not', async () => {
    const { view, boot } = fakeSplash()
    let finishWorker!: () => void
    const worker = boot.stage('worker', new Promise<void>((r) => (finishWorker = r)))
    const i18n = boot.stage('translations', Promise.reject(new Error('offline')))
    expect(view.waiting).toBe('worker translations')
    await expect(i18n).rejects.toThrow('offline')
    expect(view.waiting).toBe('worker')
    finishWorker()
    await worker
    expect(view.waiting).toBe('')
    boot.begin('route')
    expect(view.waiting).toBe('route')
  })

  it('offers a reload once the splash has been up for 20 seconds, and not before', () => {
    const { view, boot } = fakeSplash()
    const reload = vi.fn()
    boot.watchForStuckStart(reload)
    vi.advanceTimersByTime(STUCK_MS - 1)
    expect(view.reloads).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(view.reloads).toHaveLength(1)
    view.reloads[0]?.()
    expect(reload).toHaveBeenCalledOnce()
  })

  it('offers nothing when the first page came in time', () => {
    const { view, boot } = fakeSplash()
    boot.watchForStuckStart(vi.fn())
    view.present = false
    vi.advanceTimersByTime(STUCK_MS * 2)
    expect(view.reloads).toHaveLength(0)
  })
})
