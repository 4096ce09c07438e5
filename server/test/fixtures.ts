import { addDays, addMinutes, at, timeToMinutes } from '@/shared/clinic/time'
import { workingDay } from '@/shared/clinic/working-time'
import type { Appointment } from '@/shared/schemas/clinic/appointments'
import type { BlockedPeriod } from '@/shared/schemas/clinic/blocked-periods'
import type { Procedure } from '@/shared/schemas/clinic/catalog'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import type { Sql } from '../src/db/database'
import type { PushEntry } from '../src/sync/push'
import { ROW_COLUMNS, type StoredRow } from '../src/sync/rows'
import { NOW } from './harness'

type Data = Record<string, unknown>

/** A synced row as a test reads it back: any fields, with the id and version every row has. */
export type SyncedRow = Data & { id: string; version: number }

export async function dataOf<T = Data>(db: Sql, tenant: string, table: string): Promise<T[]> {
  const rows = await db.query<{ data: T }>(
    'select data from rows where tenant_id = $1 and tbl = $2 and not deleted order by id',
    [tenant, table],
  )
  return rows.map((r) => r.data)
}

export async function storedRow(db: Sql, tenant: string, table: string, id: string): Promise<StoredRow | undefined> {
  const [row] = await db.query<StoredRow>(
    `select ${ROW_COLUMNS} from rows where tenant_id = $1 and tbl = $2 and id = $3`,
    [tenant, table, id],
  )
  return row
}

export async function personIdOf(db: Sql, tenant: string, email: string): Promise<string> {
  const [row] = await db.query<{ person_id: string }>(
    'select person_id from accounts where tenant_id = $1 and email = $2',
    [tenant, email],
  )
  return row!.person_id
}

/** An outbox entry as mutate.ts writes it: a put of `row` over `assumed` (null for a new row), or a delete. */
export function putEntry<R extends { id: string }>(
  seq: number,
  table: string,
  row: R,
  assumed: { version: number } | null = null,
): PushEntry {
  const version = (assumed?.version ?? 0) + 1
  const at = NOW.toISOString()
  return { seq, table, rowId: row.id, op: 'put', at, version, assumed, row: { ...row, updatedAt: at, version } }
}

export function deleteEntry(seq: number, table: string, assumed: { id: string; version: number }): PushEntry {
  return {
    seq,
    table,
    rowId: assumed.id,
    op: 'delete',
    at: NOW.toISOString(),
    version: assumed.version + 1,
    assumed,
    row: null,
  }
}

export interface Booking {
  doctor: Doctor
  procedure: Procedure
  patientId: string
  /** A start inside the doctor's hours, far from the seeded appointments. */
  start: string
}

/** A time the doctor works and performs the procedure, 40+ days after the seeded month. */
export async function bookable(db: Sql, tenant: string, doctorId: string, patientId: string): Promise<Booking> {
  const doctor = (await dataOf<Doctor>(db, tenant, 'doctors')).find((d) => d.id === doctorId)!
  const procedure = (await dataOf<Procedure>(db, tenant, 'procedures')).find(
    (p) => p.active && doctor.procedureIds.includes(p.id),
  )!
  const blocked = await dataOf<BlockedPeriod>(db, tenant, 'blockedPeriods')
  for (let day = 40; day < 120; day++) {
    const date = addDays(NOW.toISOString().slice(0, 10), day)
    const window = workingDay(doctor, date, blocked).windows.find(
      (w) => timeToMinutes(w.end) - timeToMinutes(w.start) >= procedure.durationMinutes + 60,
    )
    if (window) return { doctor, procedure, patientId, start: addMinutes(at(date, window.start), 30) }
  }
  throw new Error('no working day found')
}

export function appointmentRow(b: Booking, overrides: Partial<Appointment> = {}): Appointment {
  const start = overrides.start ?? b.start
  return {
    id: crypto.randomUUID(),
    patientId: b.patientId,
    doctorId: b.doctor.id,
    procedureId: b.procedure.id,
    start,
    end: addMinutes(start, b.procedure.durationMinutes),
    bufferBeforeMinutes: b.procedure.bufferBeforeMinutes,
    bufferAfterMinutes: b.procedure.bufferAfterMinutes,
    price: b.procedure.price,
    state: 'scheduled',
    notes: '',
    cancelReason: null,
    rescheduledFromId: null,
    rescheduledToId: null,
    history: [],
    createdAt: NOW.toISOString(),
    createdBy: null,
    updatedAt: NOW.toISOString(),
    version: 1,
    ...overrides,
  }
}
