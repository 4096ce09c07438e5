import { describe, expect, it } from 'vitest'
import { LiveSilentError, readSignals } from './live'

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c))
      controller.close()
    },
  })

describe('live signals', () => {
  it('reads ready and changed events split anywhere across chunks, and skips comments and garbage', async () => {
    const seen: number[] = []
    await readSignals(
      streamOf(
        'event: ready\ndata: {"checkpoint":4}\n\n: keep-alive\n\nevent: chan',
        'ged\ndata: {"checkpoint":7}\n',
        '\nevent: other\ndata: {"checkpoint":9}\n\nevent: changed\ndata: nope\n\nevent: changed\r\ndata: {"checkpoint":8}\r\n\r\n',
      ),
      (c) => seen.push(c),
    )
    expect(seen).toEqual([4, 7, 8])
  })
})

describe('the live stream watchdog', () => {
  const encode = (s: string) => new TextEncoder().encode(s)

  it('gives up a stream that goes silent without closing, after the signals it did send', async () => {
    let cancelled = false
    const silentAfterReady = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(encode('event: ready\ndata: {"checkpoint":3}\n\n')),
      cancel: () => void (cancelled = true),
    })
    const seen: number[] = []
    await expect(readSignals(silentAfterReady, (c) => seen.push(c), { silenceMs: 50 })).rejects.toBeInstanceOf(
      LiveSilentError,
    )
    expect(seen).toEqual([3])
    expect(cancelled).toBe(true)
  })

  it('keeps a stream whose keep-alives arrive in time, however long it lasts', async () => {
    let sent = 0
    const keptAlive = new ReadableStream<Uint8Array>({
      async pull(c) {
        await new Promise((r) => setTimeout(r, 20))
        if (++sent > 10) return c.close()
        c.enqueue(encode(sent === 10 ? 'event: changed\ndata: {"checkpoint":9}\n\n' : ': keep-alive\n\n'))
      },
    })
    const seen: number[] = []
    await readSignals(keptAlive, (c) => seen.push(c), { silenceMs: 60 })
    expect(seen).toEqual([9])
  })
})
