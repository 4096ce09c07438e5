import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as Comlink from 'comlink'
import { createDb, type AppDb } from '@/shared/db/database'
import { seedDatabase } from '@seeds/run'
import { inventorySeeder } from '@seeds/inventory'
import { createWarmEngine } from '@workers/warm-engine'
import type { QuerySpec } from '@workers/query-engine'
import { attachEngine, attachEngineObject, detachEngine, engineCount, queryRunnerFor } from './query-runner'

let db: AppDb
const spec: QuerySpec = {
  search: { fields: ['name'], text: 'watch' },
  sort: { field: 'price', order: 'desc', kind: 'number' },
  offset: 10,
  limit: 10,
}
const channels: MessageChannel[] = []

beforeAll(async () => {
  db = createDb(`runner-${Date.now()}`)
  await seedDatabase(db, new Date(), [inventorySeeder])
})

afterEach(() => {
  for (const id of ['page-1', 'page-2']) detachEngine(id)
  for (const c of channels.splice(0)) {
    c.port1.close()
    c.port2.close()
  }
})

/** A page's query worker as the service worker sees it: the warm engine behind a Comlink port. */
function connectWarmEngine(clientId: string) {
  const channel = new MessageChannel()
  channels.push(channel)
  Comlink.expose(createWarmEngine(db), channel.port1)
  attachEngine(clientId, channel.port2)
}

describe('queryRunnerFor', () => {
  it('runs cold and asks the page for a port when it has none', async () => {
    const ask = vi.fn()
    const result = await queryRunnerFor(db, 'page-1', ask)('inventoryProducts', spec)
    expect(result.source).toBe('cold')
    expect(result.total).toBe(23)
    expect(result.rows).toHaveLength(10)
    expect(ask).toHaveBeenCalledWith('page-1')
    // Navigation requests have no client: nobody to ask.
    const none = vi.fn()
    await queryRunnerFor(db, '', none)('inventoryProducts', spec)
    expect(none).not.toHaveBeenCalled()
  })

  it("answers through the page's warm worker over a port, exactly as the cold path", async () => {
    connectWarmEngine('page-1')
    const ask = vi.fn()
    const warm = await queryRunnerFor(db, 'page-1', ask)('inventoryProducts', spec)
    const cold = await queryRunnerFor(db, 'page-2', () => {})('inventoryProducts', spec)
    expect(warm.source).toBe('warm')
    expect(cold.source).toBe('cold')
    expect(warm.rows).toEqual(cold.rows)
    expect(warm.total).toBe(cold.total)
    expect(ask).not.toHaveBeenCalled()
  })

  it('falls back to cold when the worker hangs, drops it and asks for a new port', async () => {
    attachEngineObject('page-1', { query: () => new Promise(() => {}), ping: () => new Promise(() => {}) } as never)
    const ask = vi.fn()
    const run = queryRunnerFor(db, 'page-1', ask, { timeoutMs: 30, pingTimeoutMs: 30 })
    const result = await run('inventoryProducts', spec)
    expect(result.source).toBe('cold')
    expect(result.rows).toHaveLength(10)
    expect(ask).toHaveBeenCalledWith('page-1')
    expect(engineCount()).toBe(0)
  })

  it('answers cold but keeps a worker that is only slow (still loading a big table)', async () => {
    let calls = 0
    const slowThenQuick = {
      query: (table: string, s: QuerySpec, revision: number) =>
        new Promise((resolve) =>
          setTimeout(() => resolve(createWarmEngine(db).query(table, s, revision)), calls++ === 0 ? 200 : 0),
        ),
      ping: async () => true as const,
    }
    attachEngineObject('page-1', slowThenQuick as never)
    const ask = vi.fn()
    const run = queryRunnerFor(db, 'page-1', ask, { timeoutMs: 50 })
    expect((await run('inventoryProducts', spec)).source).toBe('cold')
    expect(ask).not.toHaveBeenCalled()
    expect(engineCount()).toBe(1)
    expect((await run('inventoryProducts', spec)).source).toBe('warm')
  })

  it('falls back to cold when the worker fails, keeping it while it answers pings', async () => {
    attachEngineObject('page-1', {
      query: async () => {
        throw new Error('bad spec')
      },
      ping: async () => true,
    } as never)
    const ask = vi.fn()
    const result = await queryRunnerFor(db, 'page-1', ask)('inventoryProducts', spec)
    expect(result.source).toBe('cold')
    expect(ask).not.toHaveBeenCalled()
    expect(engineCount()).toBe(1)
  })

  it('drops a failing worker that cannot answer a ping', async () => {
    attachEngineObject('page-1', {
      query: async () => {
        throw new Error('worker gone')
      },
    } as never)
    const ask = vi.fn()
    const result = await queryRunnerFor(db, 'page-1', ask)('inventoryProducts', spec)
    expect(result.source).toBe('cold')
    expect(ask).toHaveBeenCalledTimes(1)
    expect(engineCount()).toBe(0)
  })

  it('uses a port handed again after a failure (the need-port round trip)', async () => {
    attachEngineObject('page-1', {
      query: async () => {
        throw new Error('worker gone')
      },
    } as never)
    const run = queryRunnerFor(db, 'page-1', () => connectWarmEngine('page-1'))
    expect((await run('inventoryProducts', spec)).source).toBe('cold')
    expect((await run('inventoryProducts', spec)).source).toBe('warm')
  })

  it('passes the revision so that a warm worker never answers from stale rows', async () => {
    const seen: number[] = []
    attachEngineObject('page-1', {
      query: async (_t: string, _s: QuerySpec, revision: number) => (seen.push(revision), { rows: [], total: 0 }),
    } as never)
    const run = queryRunnerFor(db, 'page-1', () => {})
    await run('inventoryProducts', spec)
    await db.table('meta').put({ key: 'rev:inventoryProducts', value: seen[0]! + 5 })
    await run('inventoryProducts', spec)
    expect(seen[1]).toBe(seen[0]! + 5)
  })
})
