import { describe, expect, it } from 'vitest'
import { readSignals } from './live'

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
