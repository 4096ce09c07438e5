import { describe, expect, it } from 'vitest'
import { httpTransport } from './protocol'

/** A server that took the request and never answers: the fetch settles only when its signal aborts. */
const silentServer: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true })
  })

describe('httpTransport', () => {
  it('gives up on a push the server never answers, so the next round can retry it', async () => {
    const transport = httpTransport('http://sync.test/', 'token', silentServer, 50)
    await expect(transport.push({ clientId: 'device-one', entries: [] })).rejects.toThrow(/timed out|abort/i)
  })

  it('gives up on a pull the server never answers', async () => {
    const transport = httpTransport('http://sync.test/', 'token', silentServer, 50)
    await expect(transport.pull(0, 500)).rejects.toThrow(/timed out|abort/i)
  })

  it('gives a push more time for each entry it carries (the server commits them one by one)', async () => {
    const slow: typeof fetch = (_input, init) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(new Response(JSON.stringify({ results: [], checkpoint: 1 }))), 150)
        init?.signal?.addEventListener('abort', () => (clearTimeout(timer), reject(init.signal!.reason)), {
          once: true,
        })
      })
    const entry = {
      seq: 1,
      table: 'persons',
      rowId: 'p1',
      op: 'delete' as const,
      at: '2026-01-01T00:00:00.000Z',
      version: 2,
      assumed: null,
      row: null,
    }
    await expect(
      httpTransport('http://sync.test/', 'token', slow, 50).push({ clientId: 'device-one', entries: [entry] }),
    ).resolves.toEqual({ results: [], checkpoint: 1 })
  })

  it('reads an answer that comes in time', async () => {
    const answering: typeof fetch = async () =>
      new Response(JSON.stringify({ results: [], checkpoint: 3 }), { status: 200 })
    await expect(
      httpTransport('http://sync.test/', 'token', answering, 50).push({ clientId: 'device-one', entries: [] }),
    ).resolves.toEqual({ results: [], checkpoint: 3 })
  })
})
