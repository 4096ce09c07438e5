type Mode = 'determinate' | 'indeterminate'

export const PROGRESS_ERROR = 'Progress value must be between 0 and 100!'

interface LoadingBarState {
  mode: Mode
  progress: number
}

let state: LoadingBarState = { mode: 'indeterminate', progress: 0 }
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

/**
 * The loading bar's look: indeterminate by default; a page with a known amount of work (an upload)
 * switches it to determinate and reports progress from 0 to 100.
 */
export const loadingBar = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  setMode(mode: Mode) {
    state = { ...state, mode }
    emit()
  },
  /** Answers false, leaving the bar as it was, for a value outside 0-100. */
  setProgress(value: number): boolean {
    if (!Number.isFinite(value) || value < 0 || value > 100) {
      console.error(PROGRESS_ERROR)
      return false
    }
    state = { ...state, progress: value }
    emit()
    return true
  },
  reset() {
    state = { mode: 'indeterminate', progress: 0 }
    emit()
  },
}
