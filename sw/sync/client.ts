import type Dexie from 'dexie'
import { acknowledgeOutbox, bumpRevision, newId, takeOutboxForPush, writeTables } from '@/shared/db/mutate'
import { SYNCED_TABLES } from '@/shared/db/synced-tables'
import type { PushEntry, PushResult, RowView, SyncTransport } from './protocol'

const CLIENT_ID = 'sync:clientId'
const CHECKPOINT = 'sync:checkpoint'
const CONFLICTS = 'sync:conflicts'
const PUSH_BATCH = 200
const PULL_PAGE = 500

/** A change the server refused, kept for the user to see what happened (issue 9 shows it). */
export interface Conflict {
  seq: number
  table: string
  rowId: string
  reason: string
  message: string
  rule?: string
  field?: string
  /** What the device had written, and the server's row that replaced it (null: none the device may see). */
  mine: unknown
  theirs: RowView | null
  at: string
}

const metaValue = async <T>(db: Dexie, key: string): Promise<T | undefined> =>
  ((await db.table('meta').get(key)) as { value: T } | undefined)?.value

/** This database's client id: made once, so `(clientId, seq)` names each outbox entry for good. */
export async function clientIdOf(db: Dexie): Promise<string> {
  return db.transaction('rw', 'meta', async () => {
    const known = await metaValue<string>(db, CLIENT_ID)
    if (known) return known
    const id = newId()
    await db.table('meta').put({ key: CLIENT_ID, value: id })
    return id
  })
}

export const conflictsOf = async (db: Dexie): Promise<Conflict[]> => (await metaValue<Conflict[]>(db, CONFLICTS)) ?? []

/** Puts the server's row in place of the local one (or removes it), without an outbox entry. */
async function takeServerRow(db: Dexie, table: string, id: string, view: RowView | null) {
  if (view && !view.deleted && view.row) await db.table(table).put(view.row)
  else await db.table(table).delete(id)
}

/** Warm query caches key on the revision: every table a sync step wrote gets a new one. */
async function bumpAll(db: Dexie, tables: Iterable<string>) {
  for (const table of tables) await bumpRevision(db, table)
}

/**
 * The next entries to push: those already in flight first (a round that crashed or lost its answer; the
 * server's receipts answer them again without applying them twice), else the oldest waiting ones.
 * Entries of local-only tables (accounts, codes) never leave the device: they are dropped here.
 */
async function nextBatch(db: Dexie): Promise<PushEntry[]> {
  for (;;) {
    const inFlight = await db
      .table<PushEntry>('outbox')
      .orderBy('seq')
      .filter((e) => !!e.pushing)
      .limit(PUSH_BATCH)
      .toArray()
    const batch = inFlight.length ? inFlight : ((await takeOutboxForPush(db, PUSH_BATCH)) as PushEntry[])
    const localOnly = batch.filter((e) => !SYNCED_TABLES.has(e.table))
    if (!localOnly.length) return batch
    await acknowledgeOutbox(db, localOnly)
  }
}

/**
 * Pushes the outbox in order, batch by batch, through the outbox's push hand-off: writes made while a
 * batch is in flight get entries of their own. Each answer is applied in one transaction with the removal
 * of its entries; a failed push leaves them in flight, to be pushed again as they are (never folded with a
 * later write, whose change the server would then take for the already answered entry). A refused change
 * is recorded as a conflict and the local row becomes the server's.
 */
export async function pushOutbox(db: Dexie, transport: SyncTransport): Promise<{ accepted: number; rejected: number }> {
  const clientId = await clientIdOf(db)
  const counts = { accepted: 0, rejected: 0 }
  for (;;) {
    const entries = await nextBatch(db)
    if (!entries.length) return counts
    const answer = await transport.push({ clientId, entries: entries.map(({ pushing: _, ...entry }) => entry) })
    const bySeq = new Map(entries.map((e) => [e.seq, e]))
    const tables = [...new Set(entries.map((e) => e.table))].filter((t) => db.tables.some((x) => x.name === t))
    await db.transaction('rw', writeTables(db, tables), async () => {
      const conflicts = await conflictsOf(db)
      const touched = new Set<string>()
      for (const result of answer.results) {
        const entry = bySeq.get(result.seq)
        if (!entry) continue
        await acknowledgeOutbox(db, [entry])
        if (result.status === 'accepted') {
          counts.accepted += 1
          // The server merged this change with another device's: keep its row, unless a later write waits.
          if (
            result.row &&
            tables.includes(entry.table) &&
            !(await db
              .table('outbox')
              .where('rowId')
              .equals(entry.rowId)
              .filter((e: PushEntry) => e.table === entry.table)
              .count())
          ) {
            await db.table(entry.table).put(result.row)
            touched.add(entry.table)
          }
        } else {
          counts.rejected += 1
          conflicts.push(conflictOf(entry, result))
          if (!tables.includes(entry.table)) continue
          await takeServerRow(db, entry.table, entry.rowId, result.current)
          touched.add(entry.table)
        }
      }
      await bumpAll(db, touched)
      await db.table('meta').put({ key: CONFLICTS, value: conflicts })
    })
  }
}

function conflictOf(entry: PushEntry, r: Extract<PushResult, { status: 'rejected' }>): Conflict {
  return {
    seq: entry.seq,
    table: entry.table,
    rowId: entry.rowId,
    reason: r.reason,
    message: r.message,
    ...(r.rule ? { rule: r.rule } : {}),
    ...(r.field ? { field: r.field } : {}),
    mine: entry.row,
    theirs: r.current,
    at: new Date().toISOString(),
  }
}

/**
 * Pulls every change since the stored checkpoint, page by page; each page and its checkpoint commit
 * together. A row with a change still in the outbox is left as it is: the push decides it.
 */
export async function pullChanges(db: Dexie, transport: SyncTransport): Promise<number> {
  let applied = 0
  for (let more = true; more;) {
    const answer = await transport.pull((await metaValue<number>(db, CHECKPOINT)) ?? 0, PULL_PAGE)
    const tables = [...new Set(answer.changes.map((c) => c.table))].filter((t) => db.tables.some((x) => x.name === t))
    await db.transaction('rw', writeTables(db, tables), async () => {
      const touched = new Set<string>()
      for (const change of answer.changes) {
        if (!tables.includes(change.table)) continue
        if (
          await db
            .table('outbox')
            .where('rowId')
            .equals(change.id)
            .filter((e: PushEntry) => e.table === change.table)
            .count()
        )
          continue
        await takeServerRow(db, change.table, change.id, change)
        touched.add(change.table)
        applied += 1
      }
      await bumpAll(db, touched)
      await db.table('meta').put({ key: CHECKPOINT, value: answer.checkpoint })
    })
    more = answer.more
  }
  return applied
}

/** One round: the device's own changes first, then everybody else's. */
export async function syncOnce(db: Dexie, transport: SyncTransport) {
  const pushed = await pushOutbox(db, transport)
  const pulled = await pullChanges(db, transport)
  return { ...pushed, pulled }
}
