import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROGRESS_ERROR, loadingBar } from './loading-bar-store'

afterEach(() => loadingBar.reset())

describe('loading bar', () => {
  it('is indeterminate by default', () => {
    expect(loadingBar.get()).toEqual({ mode: 'indeterminate', progress: 0 })
  })

  it('takes progress from 0 to 100 and rejects anything else with the console message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const seen = vi.fn()
    const stop = loadingBar.subscribe(seen)
    loadingBar.setMode('determinate')
    expect(loadingBar.setProgress(0)).toBe(true)
    expect(loadingBar.setProgress(100)).toBe(true)
    expect(loadingBar.setProgress(42.5)).toBe(true)
    for (const bad of [-1, 100.1, Number.NaN]) expect(loadingBar.setProgress(bad)).toBe(false)
    expect(loadingBar.get()).toEqual({ mode: 'determinate', progress: 42.5 })
    expect(error).toHaveBeenCalledTimes(3)
    expect(error).toHaveBeenCalledWith(PROGRESS_ERROR)
    expect(PROGRESS_ERROR).toBe('Progress value must be between 0 and 100!')
    expect(seen).toHaveBeenCalledTimes(4)
    stop()
    error.mockRestore()
  })
})
