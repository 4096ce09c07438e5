/**
 * When the worker syncs: on demand (start, a write, `online`, the live signal), one round at a time, a
 * burst of triggers folded into one round after `settleMs`, and after a failure again with exponential
 * backoff. It never runs inside an API request: callers only `request()`, which returns at once.
 */
export interface SchedulerOptions {
  run: () => Promise<void>
  /** Wait after a trigger, so that a burst of writes syncs once. */
  settleMs?: number
  /** First retry delay after a failure; doubles up to `maxBackoffMs`. */
  backoffMs?: number
  maxBackoffMs?: number
  onError?: (error: unknown) => void
}

export interface SyncScheduler {
  request(): void
  /**
   * The cause of the failures has likely passed (the browser is back online): a round soon, dropping the
   * backoff wait, which after a long time offline could hold the device's changes for another minute.
   */
  retryNow(): void
  /**
   * A round at once, past any settle or backoff wait (the user asked: "Sync now"); resolves when it ended,
   * well or not. A round already running finishes first: it may predate the changes the user sees.
   */
  now(): Promise<void>
  /** Resolves when no round is running or waiting. */
  idle(): Promise<void>
  /**
   * A round soon and its outcome: resolves when it succeeds, rejects when it fails (the retries go on).
   * For Background Sync, whose event must end: one that waited for `idle()` never ended while the server
   * failed, and an open event keeps the old worker busy, which holds back a new build's activation.
   */
  roundNow(): Promise<void>
  stop(): void
}

export function createSyncScheduler({
  run,
  settleMs = 300,
  backoffMs = 1000,
  maxBackoffMs = 60_000,
  onError,
}: SchedulerOptions): SyncScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let again = false
  let failures = 0
  let stopped = false
  const waiters: Array<() => void> = []
  let outcomes: Array<{ resolve: () => void; reject: (error: unknown) => void }> = []

  const settle = () => {
    if (timer || running) return
    waiters.splice(0).forEach((w) => w())
  }

  const schedule = (ms: number) => {
    if (stopped || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void round()
    }, ms)
  }

  async function round() {
    if (running) {
      again = true
      return
    }
    const told = outcomes
    outcomes = []
    running = (async () => {
      try {
        await run()
        failures = 0
        told.forEach((o) => o.resolve())
      } catch (error) {
        failures += 1
        onError?.(error)
        told.forEach((o) => o.reject(error))
      }
    })()
    await running
    running = undefined
    if (failures) schedule(Math.min(backoffMs * 2 ** (failures - 1), maxBackoffMs))
    else if (again) schedule(settleMs)
    again = false
    settle()
  }

  return {
    request() {
      if (stopped) return
      if (running) again = true
      // A request during a backoff wait keeps the wait: the server is likely still away.
      else schedule(failures ? Math.min(backoffMs * 2 ** (failures - 1), maxBackoffMs) : settleMs)
    },
    retryNow() {
      if (stopped) return
      failures = 0
      if (running) return void (again = true)
      if (timer) clearTimeout(timer)
      timer = undefined
      schedule(settleMs)
    },
    async now() {
      while (running && !stopped) await running
      if (stopped) return
      if (timer) clearTimeout(timer)
      timer = undefined
      await round()
    },
    idle: () => (timer || running ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
    roundNow() {
      if (stopped) return Promise.resolve()
      const outcome = new Promise<void>((resolve, reject) => outcomes.push({ resolve, reject }))
      if (running) again = true
      else {
        if (timer) clearTimeout(timer)
        timer = undefined
        schedule(settleMs)
      }
      return outcome
    },
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = undefined
      settle()
    },
  }
}
