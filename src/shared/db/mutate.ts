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
  /** Set while a sync pusher has the entry in flight; such an entry no longer takes later writes. */
  pushing?: true
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

/** The entries still waiting (not in flight) for rows of a table, by row id: one per row, as writes coalesce. */
async function waitingEntries(db: Dexie, table: string, rowIds: string[]): Promise<Map<string, OutboxEntry>> {
  const entries = await db
    .table<OutboxEntry>('outbox')
    .where('rowId')
    .anyOf(rowIds)
    .filter((e) => e.table === table && !e.pushing)
    .toArray()
  return new Map(entries.map((e) => [e.rowId, e]))
}

/**
 * One entry for two successive changes of a row: the first's place (`seq`) and assumed state, the
 * second's op, row, version and time. Null when a row the other side never saw (assumed null) ends
 * deleted: there is nothing to tell it.
 */
export function coalesce(first: OutboxEntry, next: OutboxEntry): OutboxEntry | null {
  if (next.op === 'delete' && first.assumed === null) return null
  return { ...next, seq: first.seq, assumed: first.assumed }
}

/**
 * Appends changes of distinct rows of one table to the outbox, each folded into the entry already
 * waiting for its row (see `coalesce`), so the outbox keeps the rows' causal order of first writes.
 * Without this, every edit of a row stored the whole row twice (ten edits of a 1.9 MB note added 38 MB).
 */
async function recordChanges(db: Dexie, table: string, changes: OutboxEntry[]): Promise<void> {
  const waiting = await waitingEntries(
    db,
    table,
    changes.map((c) => c.rowId),
  )
  const added: OutboxEntry[] = []
  const replaced: OutboxEntry[] = []
  const dropped: number[] = []
  for (const change of changes) {
    const first = waiting.get(change.rowId)
    const merged = first ? coalesce(first, change) : change
    if (!first) added.push(change)
    else if (merged) replaced.push(merged)
    else dropped.push(first.seq!)
  }
  await db.table('outbox').bulkAdd(added)
  await db.table('outbox').bulkPut(replaced)
  await db.table('outbox').bulkDelete(dropped)
}

/**
 * The one way a row is written: stamps updatedAt and version, records the outbox entry (coalesced per
 * row, see `recordChanges`) and bumps the table's revision, all in the same transaction.
 */
export async function putRow<T extends { id?: string }>(db: Dexie, table: string, row: T): Promise<T & SyncFields> {
  return writeTx(db, [table], async () => {
    const id = row.id ?? newId()
    const previous = (await db.table(table).get(id)) as (T & SyncFields) | undefined
    const stamped = { ...row, id, updatedAt: nowIso(), version: (previous?.version ?? 0) + 1 } as T & SyncFields
    await db.table(table).put(stamped)
    await db.table('tombstones').delete([table, id])
    await recordChanges(db, table, [
      {
        table,
        rowId: id,
        op: 'put',
        at: stamped.updatedAt,
        version: stamped.version,
        assumed: previous ?? null,
        row: stamped,
      },
    ])
    await bumpRevision(db, table)
    return stamped
  })
}

/**
 * `putRow` for many rows of one table at once (ids distinct): a fixed number of bulk reads and writes
 * instead of several per row, so that a batch route's time does not grow by a full round of reads per entry.
 */
export async function putRows<T extends { id: string }>(
  db: Dexie,
  table: string,
  rows: T[],
): Promise<Array<T & SyncFields>> {
  const ids = rows.map((r) => r.id)
  if (new Set(ids).size !== ids.length) throw new Error(`putRows: duplicate ids for ${table}`)
  if (rows.length === 0) return []
  return writeTx(db, [table], async () => {
    const previous = (await db.table(table).bulkGet(ids)) as Array<SyncFields | undefined>
    const at = nowIso()
    const stamped = rows.map((r, i) => ({ ...r, updatedAt: at, version: (previous[i]?.version ?? 0) + 1 }))
    await db.table(table).bulkPut(stamped)
    await db.table('tombstones').bulkDelete(ids.map((id) => [table, id]))
    await recordChanges(
      db,
      table,
      stamped.map((row, i) => ({
        table,
        rowId: row.id,
        op: 'put' as const,
        at,
        version: row.version,
        assumed: previous[i] ?? null,
        row,
      })),
    )
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
    await recordChanges(db, table, [{ table, rowId: id, op: 'delete', at, version, assumed: previous, row: null }])
    await bumpRevision(db, table)
    return true
  })
}

/** Seeds write in bulk without outbox entries: seed data is the shared starting point, not a change. */
export async function seedRows<T extends { id: string }>(
  db: Dexie,
  table: string,
  rows: T[],
  chunk = 5000,
): Promise<void> {
  const at = new Date(0).toISOString()
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk).map((r) => ({ updatedAt: at, version: 1, ...r }))
    await db.transaction('rw', [table, 'meta'], async () => {
      await db.table(table).bulkPut(part)
      await bumpRevision(db, table)
    })
  }
}

/**
 * For a sync pusher: marks up to `limit` waiting entries, oldest first, as pushing and answers them. Writes
 * made while they are in flight get entries of their own (assuming the pushed row), never folded into one
 * the other side may already have taken.
 */
export async function takeOutboxForPush(db: Dexie, limit: number): Promise<OutboxEntry[]> {
  return db.transaction('rw', ['outbox'], async () => {
    const taken = await db
      .table<OutboxEntry>('outbox')
      .orderBy('seq')
      .filter((e) => !e.pushing)
      .limit(limit)
      .toArray()
    const marked = taken.map((e) => ({ ...e, pushing: true as const }))
    await db.table('outbox').bulkPut(marked)
    return marked
  })
}

/** The other side accepted the pushed entries: they leave the outbox. */
export async function acknowledgeOutbox(db: Dexie, pushed: OutboxEntry[]): Promise<void> {
  await db.table('outbox').bulkDelete(pushed.map((e) => e.seq!))
}

/**
 * The push failed: the entries wait again, and a write made meanwhile folds back into them (they keep
 * their place and first assumed state), so the outbox again holds at most one entry per row.
 */
export async function releaseOutbox(db: Dexie, pushed: OutboxEntry[]): Promise<void> {
  await db.transaction('rw', ['outbox'], async () => {
    for (const sent of pushed) {
      const later = (await waitingEntries(db, sent.table, [sent.rowId])).get(sent.rowId)
      const { pushing: _, ...released } = sent
      if (later) await db.table('outbox').delete(later.seq!)
      const merged = later ? coalesce(released, later) : released
      if (merged) await db.table('outbox').put(merged)
      else await db.table('outbox').delete(sent.seq!)
    }
  })
}
