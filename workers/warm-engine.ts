import type Dexie from 'dexie'
import type { QueryWorkerApi } from './query-api'
import { readTable } from './table-source'
import { WarmCache, mutatedTable, type WarmTable } from './warm-cache'

export interface WarmEngine extends QueryWorkerApi {
  /** Dexie's `storagemutated` parts: drops every table another context wrote. */
  onMutated(parts: Record<string, unknown>): void
}

/**
 * The query worker's logic over a database, without the worker globals: the worker file only wires it
 * to Dexie's change events and to Comlink ports, and tests drive it directly.
 */
export function createWarmEngine(db: Dexie): WarmEngine {
  const cache = new WarmCache()
  const loading = new Map<string, Promise<WarmTable>>()

  async function load(table: string, revision: number): Promise<WarmTable> {
    const held = cache.get(table, revision)
    if (held) return held
    // Queries that arrive together share one read.
    const key = `${table}@${revision}`
    let pending = loading.get(key)
    if (!pending) {
      pending = readTable(db, table)
        .then(({ revision: read, rows }) => cache.hold(table, read, rows))
        .finally(() => loading.delete(key))
      loading.set(key, pending)
    }
    return pending
  }

  return {
    async query(table, spec, revision) {
      const warm = await load(table, revision)
      return warm.query(spec)
    },
    async ping() {
      return true
    },
    async stats() {
      return cache.stats()
    },
    onMutated(parts) {
      for (const key of Object.keys(parts)) {
        if (key === 'all') return cache.clear()
        const table = mutatedTable(key, db.name)
        if (table) cache.drop(table)
      }
    },
  }
}
