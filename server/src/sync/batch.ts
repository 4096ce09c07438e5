import type { Sql } from '../db/database'
import { patientOf } from './access'
import { revokeFromPatient } from './revocations'
import { ROW_COLUMNS, takeCheckpoints, type StoredRow } from './rows'

type Row = Record<string, unknown>

export interface Target {
  table: string
  id: string
  /** When the device made the change: a tombstone's time. */
  at: string
}

/** One accepted change, in entry order; its checkpoint is handed out when the push finishes. */
interface Change {
  key: string
  table: string
  id: string
  version: number
  updatedAt: string
  /** The patient the row belonged to before this change, when it left them (revocations.ts). */
  leftPatient: string | null
  patient: string | null
}

/**
 * Thrown when another push created a row this push meant to create, after this one looked: the whole
 * push runs again (nothing of it is committed or answered yet) and then finds the row, like any row.
 */
export class RetryPush extends Error {
  constructor(what: string) {
    super(`push: ${what} was created by another push meanwhile; retrying`)
  }
}

const keyOf = (table: string, id: string) => `${table}\u0000${id}`
const tableOfKey = (key: string) => key.slice(0, key.indexOf('\u0000'))

/** The columns of a row write, as one JSON record of a bulk statement. */
const RECORD = `x(tbl text, id text, version int, updated_at text, deleted boolean, data jsonb, patient_id text, checkpoint bigint)`

/**
 * The rows one push touches, as that push sees them after each of its entries. Rows are locked at the
 * start in one query; the changes that no constraint can refuse stay in memory and reach the database in
 * two bulk statements at the end (or earlier, before a step that reads or constrains the table: flush()),
 * so a push of 50 entries costs a handful of round trips, not 500.
 */
export class PushBatch {
  private readonly rows = new Map<string, StoredRow>()
  /** The patient each changed row belongs to (a tombstone keeps the one of the row it replaced). */
  private readonly patients = new Map<string, string | null>()
  /** Rows that exist in the database within this transaction (found at lock time, or written since). */
  private readonly stored = new Set<string>()
  /** Rows whose state here is newer than the database's. */
  private readonly unwritten = new Set<string>()
  private readonly changes: Change[] = []

  constructor(
    private readonly tx: Sql,
    private readonly tenantId: string,
  ) {}

  /**
   * Locks the server's rows of these targets until commit, in one query ordered by key, so two pushes
   * that touch the same rows lock them in the same order and cannot deadlock each other on them.
   */
  async lock(targets: Array<{ table: string; rowId: string }>): Promise<void> {
    if (!targets.length) return
    const found = await this.tx.query<StoredRow>(
      `select ${ROW_COLUMNS} from rows
       join unnest($2::text[], $3::text[]) as target(target_tbl, target_id) on tbl = target_tbl and id = target_id
       where tenant_id = $1 order by tbl, id for update of rows`,
      [this.tenantId, targets.map((t) => t.table), targets.map((t) => t.rowId)],
    )
    for (const row of found) this.adopt(row)
  }

  /** The row as it stands for the next entry: the server's, with this push's earlier changes applied. */
  row(table: string, id: string): StoredRow | undefined {
    return this.rows.get(keyOf(table, id))
  }

  /** Takes the database's row (re-read after a lost race) as the current one. */
  adopt(row: StoredRow): void {
    const key = keyOf(row.tbl, row.id)
    this.rows.set(key, row)
    this.stored.add(key)
    this.unwritten.delete(key)
  }

  /** Records an accepted change in memory; answers its version and its place among the push's changes. */
  stage(target: Target, next: Row | null): { version: number; index: number } {
    const change = this.changeOf(target, next)
    this.unwritten.add(change.key)
    return this.record(change)
  }

  /**
   * Writes this one change now, inside a savepoint with `alongside` (the appointment's held time): a
   * constraint may refuse it, and then nothing of it stays, neither in the database nor here. What waits
   * in memory of its table is written first, outside the savepoint, so the constraint sees every earlier
   * entry it could meet.
   */
  async writeNow(
    target: Target,
    next: Row | null,
    alongside: () => Promise<void>,
  ): Promise<{ version: number; index: number }> {
    // Only rows of its own table can meet its unique index (a staged delete frees a value it takes).
    await this.flush([target.table])
    const change = this.changeOf(target, next)
    const written = { ...recordOf(change.row, change.patient), checkpoint: 0 }
    await this.tx.query('savepoint entry_write')
    try {
      await alongside()
      if (this.stored.has(change.key)) await this.update([written])
      else await this.insert([written], 'fail')
      await this.tx.query('release savepoint entry_write')
    } catch (error) {
      await this.tx.query('rollback to savepoint entry_write')
      throw error
    }
    this.stored.add(change.key)
    return this.record(change)
  }

  /**
   * Writes the changes kept in memory (checkpoint 0 for now) of these tables, or of all: a later
   * statement of the push reads them or is constrained by them.
   */
  async flush(tables?: readonly string[]): Promise<void> {
    const keys = [...this.unwritten].filter((key) => !tables || tables.includes(tableOfKey(key)))
    if (!keys.length) return
    await this.write(keys.map((key) => [key, 0]))
    for (const key of keys) this.unwritten.delete(key)
  }

  /**
   * Hands out the checkpoints of the accepted changes, in entry order, in one statement, and writes every
   * changed row with the checkpoint of its last change. The tenant's row stays locked from here to
   * commit (rows.ts, takeCheckpoints): a few statements, not the whole push.
   */
  async finish(): Promise<number[]> {
    if (!this.changes.length) return []
    const last = await takeCheckpoints(this.tx, this.tenantId, this.changes.length)
    const first = last - this.changes.length + 1
    const checkpoints = this.changes.map((_, i) => first + i)
    await this.write([...new Map(this.changes.map((c, i) => [c.key, checkpoints[i]!]))])
    this.unwritten.clear()
    for (const [i, c] of this.changes.entries()) {
      if (!c.leftPatient) continue
      const moved = { table: c.table, id: c.id, version: c.version, updatedAt: c.updatedAt }
      await revokeFromPatient(
        this.tx,
        this.tenantId,
        { ...moved, checkpoint: String(checkpoints[i]) },
        c.leftPatient,
        c.patient,
      )
    }
    return checkpoints
  }

  private changeOf(target: Target, next: Row | null): Change & { row: StoredRow } {
    const key = keyOf(target.table, target.id)
    const current = this.rows.get(key)
    const version = (current?.version ?? 0) + 1
    const updatedAt = next ? String(next.updatedAt) : target.at
    // A tombstone keeps its patient so that the patient's device learns of the deletion.
    const patient = patientOf(target.table, next ?? current?.data ?? null)
    const before = patientOf(target.table, current?.data ?? null)
    const row = {
      tbl: target.table,
      id: target.id,
      version,
      updated_at: updatedAt,
      deleted: next === null,
      data: next ? { ...next, version } : null,
      checkpoint: '0',
    }
    return {
      key,
      table: target.table,
      id: target.id,
      version,
      updatedAt,
      leftPatient: before && patient !== before ? before : null,
      patient,
      row,
    }
  }

  private record({ row, ...change }: Change & { row: StoredRow }): { version: number; index: number } {
    this.rows.set(change.key, row)
    this.patients.set(change.key, change.patient)
    this.changes.push(change)
    return { version: change.version, index: this.changes.length - 1 }
  }

  /** Writes these rows as they stand here, each with its checkpoint: updates of stored ones, inserts of the others. */
  private async write(rows: Array<[key: string, checkpoint: number]>): Promise<void> {
    const records = rows.map(([key, checkpoint]) => ({
      ...recordOf(this.rows.get(key)!, this.patients.get(key) ?? null),
      checkpoint,
    }))
    const stored = (r: WriteRecord) => this.stored.has(keyOf(r.tbl, r.id))
    await this.insert(
      records.filter((r) => !stored(r)),
      'retry',
    )
    await this.update(records.filter(stored))
    for (const r of records) this.stored.add(keyOf(r.tbl, r.id))
  }

  private async update(records: WriteRecord[]): Promise<void> {
    if (!records.length) return
    await this.tx.query(
      `update rows r set version = x.version, updated_at = x.updated_at, deleted = x.deleted,
         data = nullif(x.data, 'null'::jsonb), patient_id = x.patient_id, checkpoint = x.checkpoint
       from jsonb_to_recordset($2::jsonb) as ${RECORD}
       where r.tenant_id = $1 and r.tbl = x.tbl and r.id = x.id`,
      [this.tenantId, JSON.stringify(records)],
    )
  }

  /**
   * Inserts rows that did not exist when the push looked. Another push's row with the same key either
   * fails the statement (`fail`: 23505 on rows_pkey, for the caller's savepoint) or runs the push again.
   */
  private async insert(records: WriteRecord[], onTaken: 'fail' | 'retry'): Promise<void> {
    if (!records.length) return
    const inserted = await this.tx.query(
      `insert into rows (tenant_id, tbl, id, version, updated_at, deleted, data, patient_id, checkpoint)
       select $1, x.tbl, x.id, x.version, x.updated_at, x.deleted, nullif(x.data, 'null'::jsonb), x.patient_id, x.checkpoint
       from jsonb_to_recordset($2::jsonb) as ${RECORD}
       ${onTaken === 'retry' ? 'on conflict (tenant_id, tbl, id) do nothing' : ''} returning id`,
      [this.tenantId, JSON.stringify(records)],
    )
    if (inserted.length < records.length) throw new RetryPush(`a row of ${records[0]!.tbl}`)
  }
}

interface WriteRecord {
  tbl: string
  id: string
  version: number
  updated_at: string
  deleted: boolean
  data: Row | null
  patient_id: string | null
  checkpoint: number
}

const recordOf = (row: StoredRow, patient: string | null): Omit<WriteRecord, 'checkpoint'> => ({
  tbl: row.tbl,
  id: row.id,
  version: row.version,
  updated_at: row.updated_at,
  deleted: row.deleted,
  data: row.data,
  patient_id: patient,
})
