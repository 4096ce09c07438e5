import type Dexie from 'dexie'
import { SYNC_TABLES } from './database'

export interface SyncFields {
  id: string
  updatedAt: string
  version: number
}

export interface OutboxEntry {
  seq?: number
  table: string
  rowId: string
  op: 'put' | 'delete'
  at: string
  version: number
  /** The state the writer assumed (for the document-state sync protocol); null for a new row. */
  assumed: unknown
  row: unknown
}

export const newId = (): string => crypto.randomUUID()

const nowIso = () => new Date().toISOString()

/** The tables a write touches plus the sync tables, for opening one transaction over all of them. */
export function writeTables(db: Dexie, tables: string[]): string[] {
  return [...new Set([...tables, ...SYNC_TABLES])].filter((t) => db.tables.some((x) => x.name === t))
}

/**
 * Runs `fn` in one read-write transaction over `tables` and the sync tables, so that a handler's writes
 * and their outbox entries commit or fail together.
 */
export function writeTx<T>(db: Dexie, tables: string[], fn: () => Promise<T>): Promise<T> {
  return db.transaction('rw', writeTables(db, tables), fn)
}

export async function bumpRevision(db: Dexie, table: string): Promise<void> {
  const key = `rev:${table}`
  const current = (await db.table('meta').get(key)) as { value: number } | undefined
  await db.table('meta').put({ key, value: (current?.value ?? 0) + 1 })
}

/** Current revision of a table: changes whenever a row of it is written; the query engine's cache key. */
export async function tableRevision(db: Dexie, table: string): Promise<number> {
  const row = (await db.table('meta').get(`rev:${table}`)) as { value: number } | undefined
  return row?.value ?? 0
}

/**
 * The one way a row is written: stamps updatedAt and version, appends the outbox entry and bumps the
 * table's revision, all in the same transaction.
 */
export async function putRow<T extends { id?: string }>(
  db: Dexie,
  table: string,
  row: T,
): Promise<T & SyncFields> {
  return writeTx(db, [table], async () => {
    const id = row.id ?? newId()
    const previous = (await db.table(table).get(id)) as (T & SyncFields) | undefined
    const stamped = { ...row, id, updatedAt: nowIso(), version: (previous?.version ?? 0) + 1 } as T & SyncFields
    await db.table(table).put(stamped)
    await db.table('tombstones').delete([table, id])
    await db.table('outbox').add({
      table, rowId: id, op: 'put', at: stamped.updatedAt, version: stamped.version,
      assumed: previous ?? null, row: stamped,
    } satisfies OutboxEntry)
    await bumpRevision(db, table)
    return stamped
  })
}

/** Merges `changes` into an existing row; answers undefined when the id is unknown. */
export async function patchRow<T extends SyncFields>(
  db: Dexie,
  table: string,
  id: string,
  changes: Partial<T>,
): Promise<T | undefined> {
  return writeTx(db, [table], async () => {
    const previous = (await db.table(table).get(id)) as T | undefined
    if (!previous) return undefined
    return putRow(db, table, { ...previous, ...changes, id }) as Promise<T>
  })
}

/** Deletes a row, leaving a tombstone and an outbox entry; answers false when the id is unknown. */
export async function deleteRow(db: Dexie, table: string, id: string): Promise<boolean> {
  return writeTx(db, [table], async () => {
    const previous = (await db.table(table).get(id)) as SyncFields | undefined
    if (!previous) return false
    const at = nowIso()
    const version = (previous.version ?? 0) + 1
    await db.table(table).delete(id)
    await db.table('tombstones').put({ table, id, deletedAt: at, version })
    await db.table('outbox').add({ table, rowId: id, op: 'delete', at, version, assumed: previous, row: null } satisfies OutboxEntry)
    await bumpRevision(db, table)
    return true
  })
}

/** Seeds write in bulk without outbox entries: seed data is the shared starting point, not a change. */
export async function seedRows<T extends { id: string }>(db: Dexie, table: string, rows: T[], chunk = 5000): Promise<void> {
  const at = new Date(0).toISOString()
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk).map((r) => ({ updatedAt: at, version: 1, ...r }))
    await db.transaction('rw', [table, 'meta'], async () => {
      await db.table(table).bulkPut(part)
      await bumpRevision(db, table)
    })
  }
}
