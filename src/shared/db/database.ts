import Dexie, { type DexieOptions } from 'dexie'
import { ALL_STORES } from './stores'

export const DB_NAME = 'clinic-suite'

/**
 * The one database every context opens: the page's query worker, the service worker, the seeds and the
 * tests. Version 1 is the first schema; later versions only add, and their upgrades never drop data.
 */
export type AppDb = Dexie

export function createDb(name = DB_NAME, options?: DexieOptions): AppDb {
  const db = new Dexie(name, options)
  declareVersions(db)
  return db
}

export function declareVersions(db: Dexie): void {
  db.version(1).stores(ALL_STORES)
  // v2: rows written before every write was stamped get the sync fields, so sync can start from them.
  db.version(2)
    .stores({})
    .upgrade(async (tx) => {
      const at = new Date(0).toISOString()
      for (const table of tx.storeNames) {
        if (table === 'meta' || table === 'outbox' || table === 'tombstones') continue
        await tx
          .table(table)
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            if (typeof row.version !== 'number') row.version = 1
            if (typeof row.updatedAt !== 'string') row.updatedAt = at
          })
      }
    })
}

export const SYNC_TABLES = ['outbox', 'tombstones', 'meta'] as const
