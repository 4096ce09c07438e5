type Listener = (inFlight: number) => void

let inFlight = 0
const listeners = new Set<Listener>()

/** Counts tracked requests in flight; the loading bar shows while the count is above zero. */
export const requestTracker = {
  start(): () => void {
    inFlight++
    listeners.forEach((l) => l(inFlight))
    let finished = false
    return () => {
      if (finished) return
      finished = true
      inFlight--
      listeners.forEach((l) => l(inFlight))
    }
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => inFlight,
}
