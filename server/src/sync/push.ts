import { z } from 'zod'
import type { Appointment } from '@/shared/schemas/clinic/appointments'
import { EXCLUSION_VIOLATION, UNIQUE_VIOLATION, isPgError, type Database, type Sql } from '../db/database'
import type { Actor } from '../tokens'
import { forbiddenWrite, mayRead, SYNCED_TABLES } from './access'
import { brokenBookingRule, holdTime, OVERLAP_RULES, type RuleBroken } from './appointments'
import type { PushResult, RejectReason } from '@/shared/sync/protocol'
import { lockRow, signalChange, viewOf, type StoredRow } from './rows'
import { PushBatch, RetryPush, type Target } from './batch'
import { invalidRow } from './validate'
import { seeDevice } from './devices'
import { assumedRow, mergeFields } from './merge'

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

/** Fields a unique index reads, per table (migrations/001): an update that keeps them cannot break one. */
const UNIQUE_KEYS: Record<string, string[]> = {
  persons: ['documentType', 'documentNumber'],
  doctors: ['licence'],
  procedures: ['code'],
  clinicProducts: ['sku'],
  specialties: ['name'],
  procedureCategories: ['name'],
  clinicProductCategories: ['name'],
  inventoryTags: ['title'],
  contactTags: ['title'],
}
/** What an appointment's held time is made of (appointments.ts, holdTime). */
const SLOT_FIELDS = ['state', 'start', 'end', 'bufferBeforeMinutes', 'bufferAfterMinutes', 'doctorId', 'patientId']

/** The tables the booking rules read (appointments.ts, brokenBookingRule). */
const RULE_TABLES = ['doctors', 'procedures', 'persons', 'blockedPeriods']

const differ = (a: Row, b: Row, fields: string[]) => fields.some((f) => a[f] !== b[f])

/**
 * Does this change need the database at once: a constraint that may refuse it (a new or changed unique
 * value, an appointment's held time)? Every other change waits in memory and is written in bulk.
 */
function constrained(table: string, live: Row | null, next: Row | null): boolean {
  if (table === 'appointments') return !live || !next || differ(live, next, SLOT_FIELDS)
  const keys = UNIQUE_KEYS[table]
  return !!keys && !!next && (!live || differ(live, next, keys))
}

const MAX_ATTEMPTS = 5
const DEADLOCK = '40P01'

/**
 * Applies a device's entries in order, in one transaction with their receipts: the push is answered
 * only once all of it is committed, and a crash before that loses all of it and nothing answered, so the
 * device sends the same entries again (sw/sync/client.ts keeps them in flight) and they apply then.
 * A push that lost a race it cannot answer (a row created meanwhile, a deadlock) runs again whole.
 */
export async function push(db: Database, actor: Actor, req: PushRequest, now = new Date()): Promise<EntryResult[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => pushOnce(tx, actor, req, now))
    } catch (error) {
      const again = error instanceof RetryPush || isPgError(error, DEADLOCK)
      if (!again || attempt >= MAX_ATTEMPTS) throw error
    }
  }
}

/**
 * The receipts are inserted first: a concurrent push of the same (client, seq) waits on them and then
 * answers the stored results, so an entry takes effect once however often, and however concurrently, it
 * arrives. Receipts go in ascending seq (the push's order), so two overlapping pushes cannot deadlock.
 */
async function pushOnce(tx: Sql, actor: Actor, req: PushRequest, now: Date): Promise<EntryResult[]> {
  await seeDevice(tx, actor, req.clientId)
  const key = [actor.tenantId, req.clientId]
  const seqs = req.entries.map((e) => e.seq)
  const inserted = await tx.query<{ seq: unknown }>(
    `insert into push_receipts (tenant_id, client_id, seq) select $1, $2, unnest($3::bigint[])
     on conflict do nothing returning seq`,
    [...key, seqs],
  )
  const fresh = new Set(inserted.map((r) => Number(r.seq)))
  const stored = new Map<number, EntryResult>()
  if (fresh.size < seqs.length) {
    const rows = await tx.query<{ seq: unknown; result: EntryResult }>(
      'select seq, result from push_receipts where tenant_id = $1 and client_id = $2 and seq = any($3::bigint[])',
      [...key, seqs.filter((s) => !fresh.has(s))],
    )
    for (const r of rows) stored.set(Number(r.seq), r.result)
  }
  const entries = req.entries.filter((e) => fresh.has(e.seq))
  const batch = new PushBatch(tx, actor.tenantId)
  await batch.lock(entries.filter((e) => SYNCED_TABLES.has(e.table)))
  const answered = new Map<number, EntryResult>()
  // Accepted results learn their checkpoint when the push finishes (one statement for all of them).
  const pending: Array<{ result: { checkpoint: number }; index: number }> = []
  for (const entry of entries) {
    const outcome = await apply(batch, tx, actor, entry, now)
    answered.set(entry.seq, outcome.result)
    if (outcome.index !== undefined)
      pending.push({ result: outcome.result as { checkpoint: number }, index: outcome.index })
  }
  const checkpoints = await batch.finish()
  for (const p of pending) p.result.checkpoint = checkpoints[p.index]!
  if (answered.size) {
    await tx.query(
      `update push_receipts p set result = x.result
       from jsonb_to_recordset($3::jsonb) as x(seq bigint, result jsonb)
       where p.tenant_id = $1 and p.client_id = $2 and p.seq = x.seq`,
      [...key, JSON.stringify([...answered].map(([seq, result]) => ({ seq, result })))],
    )
  }
  // One signal for the whole push: devices pull once for it, not once per entry.
  if (checkpoints.length) await signalChange(tx, actor.tenantId, String(checkpoints.at(-1)))
  return req.entries.map((e) => answered.get(e.seq) ?? stored.get(e.seq)!)
}

interface Outcome {
  result: EntryResult
  /** An accepted change's place in the batch, whose checkpoint the result takes at the end. */
  index?: number
}

async function apply(batch: PushBatch, tx: Sql, actor: Actor, entry: PushEntry, now: Date): Promise<Outcome> {
  const { seq, table, rowId } = entry
  const reject = (
    reason: Reason,
    message: string,
    current: StoredRow | undefined,
    extra: { rule?: string; field?: string; fields?: string[] } = {},
  ): Outcome => ({
    result: {
      seq,
      status: 'rejected',
      reason,
      message,
      ...extra,
      current: current && mayRead(actor, current.tbl, current.data) ? viewOf(current) : null,
    },
  })
  if (!SYNCED_TABLES.has(table))
    return reject('invalid', `${table} is not a synced table`, undefined, { field: 'table' })
  let next = entry.op === 'put' ? (entry.row as Row) : null
  if (next) {
    const invalid = invalidRow(table, rowId, entry.row, now)
    if (invalid) return reject('invalid', invalid.message, undefined, { field: invalid.field })
  }
  const current = batch.row(table, rowId)
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
    // The rules read the doctor, procedure, patient and blocked periods: earlier entries must be there.
    const broken = await brokenBookingRule(
      tx,
      actor.tenantId,
      next as unknown as Appointment,
      live as unknown as Appointment | null,
      () => batch.flush(RULE_TABLES),
    )
    if (broken) return reject('rule', broken.message, current, { rule: broken.rule, field: broken.field })
  }
  const target = { table, id: rowId, at: entry.at }
  const written = constrained(table, live, next)
    ? await writeGuarded(batch, tx, actor.tenantId, target, next)
    : batch.stage(target, next)
  if (written === 'stale')
    return reject('stale', 'The row was created on the server meanwhile', batch.row(table, rowId))
  if ('rule' in written) return reject('rule', written.message, current, { rule: written.rule, field: written.field })
  const accepted = { seq, status: 'accepted' as const, version: written.version, checkpoint: 0 }
  // A merged row is not the one the device sent: the device stores this one in its place.
  const result = merged ? { ...accepted, row: { ...next, version: written.version } } : accepted
  return { result, index: written.index }
}

/**
 * Writes at once, in a savepoint, so that a broken constraint becomes a rejection and the rest of the
 * push still commits. Two devices creating one id at once: the second insert meets the first's key and
 * is stale.
 */
async function writeGuarded(
  batch: PushBatch,
  tx: Sql,
  tenantId: string,
  target: Target,
  next: Row | null,
): Promise<{ version: number; index: number } | RuleBroken | 'stale'> {
  try {
    const holds = async () => {
      if (target.table === 'appointments')
        await holdTime(tx, tenantId, target.id, next as unknown as Appointment | null)
    }
    return await batch.writeNow(target, next, holds)
  } catch (error) {
    if (isPgError(error, EXCLUSION_VIOLATION))
      return OVERLAP_RULES[error.constraint ?? ''] ?? { rule: 'overlap', message: error.message }
    if (isPgError(error, UNIQUE_VIOLATION)) {
      if (error.constraint === 'rows_pkey') {
        const found = await lockRow(tx, tenantId, target.table, target.id)
        if (found) batch.adopt(found)
        return 'stale'
      }
      const field = UNIQUE_FIELDS[error.constraint ?? ''] ?? 'id'
      return { rule: 'unique', field, message: `unique: another ${target.table} row has this ${field}` }
    }
    throw error
  }
}
