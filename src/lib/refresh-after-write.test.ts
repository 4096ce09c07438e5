import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { refreshAfterWrite } from './refresh-after-write'

/** A stand-in server whose reads the test lets answer one at a time; each answers what it read when asked. */
function server(start: number) {
  let value = start
  const pending: Array<() => void> = []
  return {
    write: (v: number) => {
      value = v
    },
    read: () => {
      const seen = value
      return new Promise<number>((resolve) => pending.push(() => resolve(seen)))
    },
    answerNext: () => pending.shift()?.(),
    get waiting() {
      return pending.length
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('refreshAfterWrite', () => {
  it('reads again a first read that was under way when another tab wrote: the screen ends at the new count', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } })
    const unread = server(5)
    const observer = new QueryObserver(client, { queryKey: ['messages'], queryFn: unread.read })
    const shown: Array<number | undefined> = []
    const stop = observer.subscribe((r) => shown.push(r.data))
    await settle()
    expect(unread.waiting).toBe(1)
    // Another tab marks one read while this tab's first read (of 5) is still on its way.
    unread.write(4)
    refreshAfterWrite(client)
    unread.answerNext()
    await settle()
    expect(observer.getCurrentResult().data).toBe(5)
    // The read of 5 landed; the one after it reads 4.
    expect(unread.waiting).toBe(1)
    unread.answerNext()
    await settle()
    expect(observer.getCurrentResult().data).toBe(4)
    expect(shown.at(-1)).toBe(4)
    stop()
  })

  it('restarts a read that already has data, once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } })
    const unread = server(5)
    const observer = new QueryObserver(client, { queryKey: ['messages'], queryFn: unread.read })
    const stop = observer.subscribe(() => undefined)
    await settle()
    unread.answerNext()
    await settle()
    expect(observer.getCurrentResult().data).toBe(5)
    unread.write(4)
    refreshAfterWrite(client)
    await settle()
    expect(unread.waiting).toBe(1)
    unread.answerNext()
    await settle()
    expect(observer.getCurrentResult().data).toBe(4)
    expect(unread.waiting).toBe(0)
    stop()
  })
})
