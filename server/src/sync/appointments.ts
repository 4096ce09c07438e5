import { checkDoctorTime } from '@/shared/clinic/rules'
import { addMinutes } from '@/shared/clinic/time'
import { isLive } from '@/shared/constants/clinic/appointments'
import type { Appointment } from '@/shared/schemas/clinic/appointments'
import type { BlockedPeriod } from '@/shared/schemas/clinic/blocked-periods'
import type { Procedure } from '@/shared/schemas/clinic/catalog'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import type { Sql } from '../db/database'

export interface RuleBroken {
  rule: string
  message: string
  field?: string
}

type Slot = Pick<
  Appointment,
  'id' | 'doctorId' | 'patientId' | 'start' | 'end' | 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'state'
>

/**
 * Keeps the appointment's held time (its buffers included) in `appointment_slots` in step with its row.
 * A live appointment holds its time; any other state, or a deletion, frees it. An overlap fails here with
 * the exclusion constraint's error (23P01), inside the writer's transaction.
 */
export async function holdTime(tx: Sql, tenantId: string, id: string, a: Slot | null): Promise<void> {
  await tx.query('delete from appointment_slots where tenant_id = $1 and appointment_id = $2', [tenantId, id])
  if (!a || !isLive(a.state)) return
  await tx.query(
    `insert into appointment_slots (tenant_id, appointment_id, doctor_id, patient_id, held)
     values ($1, $2, $3, $4, tsrange($5::timestamp, $6::timestamp))`,
    [
      tenantId,
      id,
      a.doctorId,
      a.patientId,
      addMinutes(a.start, -a.bufferBeforeMinutes),
      addMinutes(a.end, a.bufferAfterMinutes),
    ],
  )
}

/** Holds the time of many appointments at once (seeding); overlapping live ones fail as in holdTime. */
export async function holdTimes(tx: Sql, tenantId: string, list: Slot[]): Promise<void> {
  const slots = list
    .filter((a) => isLive(a.state))
    .map((a) => ({
      id: a.id,
      doctor: a.doctorId,
      patient: a.patientId,
      from: addMinutes(a.start, -a.bufferBeforeMinutes),
      to: addMinutes(a.end, a.bufferAfterMinutes),
    }))
  for (let i = 0; i < slots.length; i += 500) {
    await tx.query(
      `insert into appointment_slots (tenant_id, appointment_id, doctor_id, patient_id, held)
       select $1, x.id, x.doctor, x.patient, tsrange(x."from"::timestamp, x."to"::timestamp)
       from jsonb_to_recordset($2::jsonb) as x(id text, doctor text, patient text, "from" text, "to" text)`,
      [tenantId, JSON.stringify(slots.slice(i, i + 500))],
    )
  }
}

/** The rule an overlap constraint stands for, in the worker's rule names. */
export const OVERLAP_RULES: Record<string, RuleBroken> = {
  appointment_slots_doctor_overlap: {
    rule: 'doctor-overlap',
    field: 'start',
    message: 'doctor-overlap: the doctor already has an appointment at that time',
  },
  appointment_slots_patient_overlap: {
    rule: 'patient-overlap',
    field: 'start',
    message: 'patient-overlap: the patient already has an appointment at that time',
  },
}

async function dataOf<T>(tx: Sql, tenantId: string, table: string, id: string): Promise<T | undefined> {
  const [row] = await tx.query<{ data: T }>(
    'select data from rows where tenant_id = $1 and tbl = $2 and id = $3 and not deleted',
    [tenantId, table, id],
  )
  return row?.data
}

/**
 * The clinic's rules that are not overlaps, checked against the server's data when an appointment is
 * booked or moved (a new doctor, procedure or time): the references exist, the doctor performs the
 * procedure, works then (plan, exceptions, breaks) and no blocked period covers the day. "Not in the
 * past" is the device's check at booking time: an offline booking reaches the server later.
 * `beforeRead` runs before the first read, only when the rules need the database.
 */
export async function brokenBookingRule(
  tx: Sql,
  tenantId: string,
  next: Appointment,
  current: Appointment | null,
  beforeRead: () => Promise<void> = async () => undefined,
): Promise<RuleBroken | null> {
  if (!isLive(next.state)) return null
  const moved =
    !current ||
    current.start !== next.start ||
    current.doctorId !== next.doctorId ||
    current.procedureId !== next.procedureId
  if (!moved) return null
  await beforeRead()
  // One after another: a transaction is one connection, which runs one query at a time.
  const doctor = await dataOf<Doctor>(tx, tenantId, 'doctors', next.doctorId)
  const procedure = await dataOf<Procedure>(tx, tenantId, 'procedures', next.procedureId)
  const patient = await dataOf<{ id: string; active: boolean }>(tx, tenantId, 'persons', next.patientId)
  if (!doctor) return { rule: 'unknown-reference', field: 'doctorId', message: 'No such doctor' }
  if (!procedure) return { rule: 'unknown-reference', field: 'procedureId', message: 'No such procedure' }
  if (!patient) return { rule: 'unknown-reference', field: 'patientId', message: 'No such patient' }
  const date = next.start.slice(0, 10)
  const blocked = await tx.query<{ data: BlockedPeriod }>(
    `select data from rows where tenant_id = $1 and tbl = 'blockedPeriods' and not deleted
       and data ->> 'from' <= $2 and data ->> 'to' >= $2`,
    [tenantId, date],
  )
  const violation = checkDoctorTime(
    { start: next.start, patient: { id: patient.id, active: patient.active !== false }, doctor, procedure },
    blocked.map((b) => b.data),
  )
  return violation ? { rule: violation.rule, message: violation.message, field: 'start' } : null
}
