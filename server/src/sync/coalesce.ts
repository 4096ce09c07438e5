/**
 * Runs identical reads once for everyone who asked while one was under way. After a push, every live
 * device of the tenant pulls the same page at the same moment; on 2 cores, 50 identical queries queue
 * for the pool ahead of the next push (docs/sync.md, Measured).
 *
 * A caller never gets an answer read before it asked: a device pulls because a change committed, and a
 * read that started earlier may not hold that change. So a caller that arrives while a read of its key
 * runs waits for it to end and then shares the next one, which every caller of that wait joins.
 */
export class Coalescer<T> {
  private readonly running = new Map<string, Promise<unknown>>()
  private readonly next = new Map<string, Promise<T>>()

  run(key: string, read: () => Promise<T>): Promise<T> {
    const queued = this.next.get(key)
    if (queued) return queued
    const before = this.running.get(key)
    const start = () => {
      this.next.delete(key)
      const answer = read()
      const settled = answer.then(
        () => undefined,
        () => undefined,
      )
      this.running.set(key, settled)
      void settled.then(() => {
        if (this.running.get(key) === settled) this.running.delete(key)
      })
      return answer
    }
    if (!before) return start()
    const answer = before.then(start)
    this.next.set(key, answer)
    return answer
  }
}
