import type Dexie from 'dexie'
import { deleteRow, putRow, writeTx } from '@/shared/db/mutate'
import { SYNC_META, type DeviceConflict } from '@/shared/sync/device-meta'
import { conflict as conflictError, notFound } from '../router/http-error'

const readConflicts = async (db: Dexie): Promise<DeviceConflict[]> =>
  ((await db.table('meta').get(SYNC_META.conflicts)) as { value?: DeviceConflict[] } | undefined)?.value ?? []

const writeConflicts = (db: Dexie, conflicts: DeviceConflict[]) =>
  db.table('meta').put({ key: SYNC_META.conflicts, value: conflicts })

/** Runs `fn` on one open conflict inside a transaction over `tables` and the sync tables (meta included). */
async function withConflict<T>(
  db: Dexie,
  seq: number,
  tables: string[],
  fn: (c: DeviceConflict, all: DeviceConflict[]) => Promise<T>,
): Promise<T> {
  return writeTx(db, tables, async () => {
    const all = await readConflicts(db)
    const found = all.find((c) => c.seq === seq)
    if (!found) throw notFound('Conflict', String(seq))
    return fn(found, all)
  })
}

const without = (all: DeviceConflict[], seq: number) => all.filter((c) => c.seq !== seq)

/** The user keeps what the other device or the server has: the conflict is closed, nothing else changes. */
export async function discardConflict(db: Dexie, seq: number): Promise<void> {
  await withConflict(db, seq, [], async (_c, all) => writeConflicts(db, without(all, seq)))
}

/**
 * The user's own change again, on top of what the device now holds (the server's row since the refusal):
 * an ordinary write, so it takes the current version + 1, assumes the current row and goes out with the
 * next push. A refused deletion is deleted again. Rule and permission refusals would only be refused
 * again, so only stale changes (edited elsewhere) can be reapplied.
 */
export async function reapplyConflict(
  db: Dexie,
  seq: number,
): Promise<{ table: string; id: string; version: number | null }> {
  const known = (await readConflicts(db)).find((c) => c.seq === seq)
  if (!known) throw notFound('Conflict', String(seq))
  if (known.reason !== 'stale')
    throw conflictError('Only a change edited elsewhere can be reapplied', {
      field: 'seq',
      reason: `Refused as ${known.reason}`,
    })
  if (!db.tables.some((t) => t.name === known.table))
    throw conflictError('The table is not on this device', { field: 'table', reason: 'Unknown table' })
  return withConflict(db, seq, [known.table], async (c, all) => {
    await writeConflicts(db, without(all, seq))
    if (c.mine === null) {
      await deleteRow(db, c.table, c.rowId)
      return { table: c.table, id: c.rowId, version: null }
    }
    const { version: _v, updatedAt: _u, ...mine } = c.mine
    const written = await putRow(db, c.table, { ...mine, id: c.rowId })
    return { table: c.table, id: c.rowId, version: written.version }
  })
}

/** The conflict's notification exists (made once, whichever tab saw it first: the id is the conflict's). */
export async function markNoticed(db: Dexie, seq: number, notify: () => Promise<void>): Promise<boolean> {
  return withConflict(db, seq, ['notifications'], async (c, all) => {
    if (c.noticed) return false
    await notify()
    await writeConflicts(
      db,
      all.map((x) => (x.seq === seq ? { ...x, noticed: true } : x)),
    )
    return true
  })
}

/** States in which an appointment holds its time: a cancelled or missed one is no new booking. */
const HOLDING = new Set(['scheduled', 'confirmed', 'checked-in', 'in-progress', 'completed'])

/**
 * A refused booking ("choose another time") is resolved once the same patient holds a new booking with the
 * same doctor and procedure, made after the refusal: the user chose another time and booked it, here or on
 * another device. Closed here, as the device's data changes, so the user need not discard it as well.
 * Answers how many it closed.
 */
export async function closeRebookedConflicts(db: Dexie): Promise<number> {
  const waiting = (await readConflicts(db)).filter(
    (c) => c.table === 'appointments' && c.reason === 'rule' && c.mine !== null,
  )
  if (!waiting.length || !db.tables.some((t) => t.name === 'appointments')) return 0
  return writeTx(db, ['appointments'], async () => {
    const all = await readConflicts(db)
    const rebooked = new Set<number>()
    for (const c of all) {
      if (!waiting.some((w) => w.seq === c.seq)) continue
      const mine = c.mine as Record<string, unknown>
      const found = await db
        .table('appointments')
        .where('patientId')
        .equals(String(mine.patientId))
        .filter(
          (a: Record<string, unknown>) =>
            a.id !== c.rowId &&
            a.doctorId === mine.doctorId &&
            a.procedureId === mine.procedureId &&
            HOLDING.has(String(a.state)) &&
            typeof a.createdAt === 'string' &&
            a.createdAt >= c.at,
        )
        .first()
      if (found) rebooked.add(c.seq)
    }
    if (rebooked.size)
      await writeConflicts(
        db,
        all.filter((c) => !rebooked.has(c.seq)),
      )
    return rebooked.size
  })
}
