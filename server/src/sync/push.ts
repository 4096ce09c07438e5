import { z } from 'zod'
import type { Appointment } from '@/shared/schemas/clinic/appointments'
import { EXCLUSION_VIOLATION, UNIQUE_VIOLATION, isPgError, type Database, type Sql } from '../db/database'
import type { Actor } from '../tokens'
import { forbiddenWrite, mayRead, patientOf, SYNCED_TABLES } from './access'
import { brokenBookingRule, holdTime, OVERLAP_RULES, type RuleBroken } from './appointments'
import type { PushResult, RejectReason } from '@/shared/sync/protocol'
import { lockRow, nextCheckpoint, signalChange, viewOf, type StoredRow } from './rows'
import { invalidRow } from './validate'
import { seeDevice } from './devices'
import { assumedRow, mergeFields } from './merge'
import { revokeFromPatient } from './revocations'

export const MAX_ENTRIES = 500

/** One outbox entry as a device pushes it (src/shared/db/mutate.ts), with its per-client sequence number. */
const entrySchema = z.object({
  seq: z.number().int().positive(),
  table: z.string().min(1).max(64),
  rowId: z.string().min(1).max(64),
  op: z.enum(['put', 'delete']),
  at: z.string(),
  version: z.number().int().positive(),
  assumed: z.unknown(),
  row: z.unknown(),
})
export type PushEntry = z.infer<typeof entrySchema>

export const pushSchema = z.object({
  clientId: z.string().trim().min(8).max(100),
  entries: z
    .array(entrySchema)
    .max(MAX_ENTRIES)
    .refine((list) => list.every((e, i) => i === 0 || e.seq > list[i - 1]!.seq), 'Must be in ascending seq order'),
})
export type PushRequest = z.infer<typeof pushSchema>

export type Reason = RejectReason
export type EntryResult = PushResult

const UNIQUE_FIELDS: Record<string, string> = {
  rows_unique_person_document: 'documentNumber',
  rows_unique_doctor_licence: 'licence',
  rows_unique_procedure_code: 'code',
  rows_unique_product_sku: 'sku',
  rows_unique_named: 'name',
  rows_unique_tag_title: 'title',
}

type Row = Record<string, unknown>

/**
 * Applies a device's entries in order, each in its own transaction with its receipt: an accepted entry
 * stays accepted whatever happens to the next, and a crash between two entries loses neither.
 */
export async function push(db: Database, actor: Actor, req: PushRequest, now = new Date()): Promise<EntryResult[]> {
  await seeDevice(db, actor, req.clientId)
  const results: EntryResult[] = []
  for (const entry of req.entries) results.push(await applyOnce(db, actor, req.clientId, entry, now))
  return results
}

/**
 * The receipt is inserted first: a concurrent push of the same (client, seq) waits on it and then answers
 * the stored result, so an entry takes effect once however often, and however concurrently, it arrives.
 */
function applyOnce(db: Database, actor: Actor, clientId: string, entry: PushEntry, now: Date): Promise<EntryResult> {
  return db.transaction(async (tx) => {
    const key = [actor.tenantId, clientId, entry.seq]
    const fresh = await tx.query(
      'insert into push_receipts (tenant_id, client_id, seq) values ($1, $2, $3) on conflict do nothing returning seq',
      key,
    )
    if (!fresh.length) {
      const [stored] = await tx.query<{ result: EntryResult }>(
        'select result from push_receipts where tenant_id = $1 and client_id = $2 and seq = $3',
        key,
      )
      return stored!.result
    }
    const result = await apply(tx, actor, entry, now)
    await tx.query('update push_receipts set result = $4::jsonb where tenant_id = $1 and client_id = $2 and seq = $3', [
      ...key,
      JSON.stringify(result),
    ])
    return result
  })
}

async function apply(tx: Sql, actor: Actor, entry: PushEntry, now: Date): Promise<EntryResult> {
  const { seq, table, rowId } = entry
  const reject = (
    reason: Reason,
    message: string,
    current: StoredRow | undefined,
    extra: { rule?: string; field?: string; fields?: string[] } = {},
  ): EntryResult => ({
    seq,
    status: 'rejected',
    reason,
    message,
    ...extra,
    current: current && mayRead(actor, current.tbl, current.data) ? viewOf(current) : null,
  })
  if (!SYNCED_TABLES.has(table))
    return reject('invalid', `${table} is not a synced table`, undefined, { field: 'table' })
  let next = entry.op === 'put' ? (entry.row as Row) : null
  if (next) {
    const invalid = invalidRow(table, rowId, entry.row, now)
    if (invalid) return reject('invalid', invalid.message, undefined, { field: invalid.field })
  }
  const current = await lockRow(tx, actor.tenantId, table, rowId)
  const live = current && !current.deleted ? current.data : null
  const forbidden = forbiddenWrite(actor, table, live, next)
  if (forbidden) return reject('forbidden', forbidden, current)
  const assumedVersion = (entry.assumed as { version?: unknown } | null)?.version
  const upToDate = entry.assumed == null ? !current : live !== null && current!.version === assumedVersion
  let merged = false
  if (!upToDate) {
    // Another device changed the row first: its fields and ours may still both stand (merge.ts).
    const base = next && live ? assumedRow(entry.assumed, rowId) : null
    if (!base) return reject('stale', 'The row changed on the server since the device read it', current)
    const outcome = mergeFields(base, next!, live!)
    if ('clashes' in outcome) {
      return reject('stale', `Changed on the server too: ${outcome.clashes.join(', ')}`, current, {
        fields: outcome.clashes,
      })
    }
    next = outcome.merged
    merged = true
    // The merged row is a row nobody wrote as such: it passes the same checks as a pushed one.
    const invalid = invalidRow(table, rowId, next, now)
    if (invalid) return reject('invalid', invalid.message, current, { field: invalid.field })
    const refused = forbiddenWrite(actor, table, live, next)
    if (refused) return reject('forbidden', refused, current)
  }
  if (!next && !current) return reject('stale', 'The row does not exist on the server', current)

  if (table === 'appointments' && next) {
    const broken = await brokenBookingRule(
      tx,
      actor.tenantId,
      next as unknown as Appointment,
      live as unknown as Appointment | null,
    )
    if (broken) return reject('rule', broken.message, current, { rule: broken.rule, field: broken.field })
  }
  const written = await writeGuarded(tx, actor.tenantId, { table, id: rowId, at: entry.at }, current, next)
  if (written === 'stale')
    return reject(
      'stale',
      'The row was created on the server meanwhile',
      await lockRow(tx, actor.tenantId, table, rowId),
    )
  if ('rule' in written) return reject('rule', written.message, current, { rule: written.rule, field: written.field })
  await signalChange(tx, actor.tenantId, written.checkpoint)
  const accepted = {
    seq,
    status: 'accepted' as const,
    version: written.version,
    checkpoint: Number(written.checkpoint),
  }
  // A merged row is not the one the device sent: the device stores this one in its place.
  return merged ? { ...accepted, row: { ...next, version: written.version } } : accepted
}

interface Target {
  table: string
  id: string
  /** When the device made the change: a tombstone's time. */
  at: string
}

/**
 * Writes inside a savepoint, so that a broken constraint becomes a rejection and the receipt still
 * commits. Two devices creating one id at once: the second insert meets the first's key and is stale.
 */
async function writeGuarded(
  tx: Sql,
  tenantId: string,
  target: Target,
  current: StoredRow | undefined,
  next: Row | null,
): Promise<{ version: number; checkpoint: string } | RuleBroken | 'stale'> {
  await tx.query('savepoint entry_write')
  try {
    if (target.table === 'appointments') await holdTime(tx, tenantId, target.id, next as unknown as Appointment | null)
    const written = await writeRow(tx, tenantId, target, current, next)
    await tx.query('release savepoint entry_write')
    return written
  } catch (error) {
    await tx.query('rollback to savepoint entry_write')
    if (isPgError(error, EXCLUSION_VIOLATION))
      return OVERLAP_RULES[error.constraint ?? ''] ?? { rule: 'overlap', message: error.message }
    if (isPgError(error, UNIQUE_VIOLATION)) {
      if (error.constraint === 'rows_pkey') return 'stale'
      const field = UNIQUE_FIELDS[error.constraint ?? ''] ?? 'id'
      return { rule: 'unique', field, message: `unique: another ${target.table} row has this ${field}` }
    }
    throw error
  }
}

async function writeRow(
  tx: Sql,
  tenantId: string,
  { table, id, at }: Target,
  current: StoredRow | undefined,
  next: Row | null,
): Promise<{ version: number; checkpoint: string }> {
  const version = (current?.version ?? 0) + 1
  const checkpoint = await nextCheckpoint(tx, tenantId)
  const data = next ? JSON.stringify({ ...next, version }) : null
  const updatedAt = next ? String(next.updatedAt) : at
  // A tombstone keeps its patient so that the patient's device learns of the deletion.
  const patient = patientOf(table, next ?? current?.data ?? null)
  const before = patientOf(table, current?.data ?? null)
  if (before && patient !== before)
    await revokeFromPatient(tx, tenantId, { table, id, version, updatedAt, checkpoint }, before, patient)
  const values = [tenantId, table, id, version, updatedAt, next === null, data, patient, checkpoint]
  if (current) {
    await tx.query(
      `update rows set version = $4, updated_at = $5, deleted = $6, data = $7::jsonb, patient_id = $8, checkpoint = $9
       where tenant_id = $1 and tbl = $2 and id = $3`,
      values,
    )
  } else {
    await tx.query(
      `insert into rows (tenant_id, tbl, id, version, updated_at, deleted, data, patient_id, checkpoint)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)`,
      values,
    )
  }
  return { version, checkpoint }
}
