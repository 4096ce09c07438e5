import type Dexie from 'dexie'
import type { z } from 'zod'
import { newId, putRow, writeTx } from '@/shared/db/mutate'
import {
  appointmentCreateSchema,
  appointmentListQuerySchema,
  selfBookingSchema,
  type Appointment,
} from '@/shared/schemas/clinic/appointments'
import type { Procedure } from '@/shared/schemas/clinic/catalog'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import type { Person } from '@/shared/schemas/clinic/persons'
import { checkBooking } from '@/shared/clinic/rules'
import { addMinutes, dateOf, localDate } from '@/shared/clinic/time'
import { badRequest, forbidden } from '../../router/http-error'
import { defineRoutes, reply, type HandlerContext } from '../../router/types'
import { parse } from '../../router/validate'
import { BASE, actorOf, nowLocal, ownOnly, parseBody, ruleConflict, violationConflict, type Actor } from './common'
import { requireRow } from '../../router/require-row'
import { APPOINTMENTS, appointmentsBetween, viewOf, viewsOf, worldAround } from './appointment-queries'
import { PERSONS, savePerson } from './persons'

const MAX_LIST_DAYS = 370

type SelfBooking = z.output<ReturnType<typeof selfBookingSchema>>

export interface NewBooking {
  patient: Person
  doctor: Doctor
  procedure: Procedure
  start: string
  notes: string
  rescheduledFromId?: string | null
}

/** The three records of a booking, each a 404 naming its field when unknown. */
export async function bookingRecords(db: Dexie, ids: { patientId: string; doctorId: string; procedureId: string }) {
  const [patient, doctor, procedure] = await Promise.all([
    requireRow<Person>(db, PERSONS, ids.patientId, 'Patient', 'patientId'),
    requireRow<Doctor>(db, 'doctors', ids.doctorId, 'Doctor', 'doctorId'),
    requireRow<Procedure>(db, 'procedures', ids.procedureId, 'Procedure', 'procedureId'),
  ])
  return { patient, doctor, procedure }
}

/** The stored row of a new appointment: times from the procedure, history from its first state. */
export function newAppointmentRow(
  b: NewBooking,
  ctx: HandlerContext,
  userId: string | null,
  event: 'create' | 'reschedule' = 'create',
) {
  const at = ctx.now().toISOString()
  return {
    id: newId(),
    patientId: b.patient.id,
    doctorId: b.doctor.id,
    procedureId: b.procedure.id,
    start: b.start,
    end: addMinutes(b.start, b.procedure.durationMinutes),
    bufferBeforeMinutes: b.procedure.bufferBeforeMinutes,
    bufferAfterMinutes: b.procedure.bufferAfterMinutes,
    price: b.procedure.price,
    state: 'scheduled' as const,
    notes: b.notes,
    cancelReason: null,
    rescheduledFromId: b.rescheduledFromId ?? null,
    rescheduledToId: null,
    history: [{ at, from: null, to: 'scheduled' as const, event, by: userId }],
    createdAt: at,
    createdBy: userId,
  }
}

/**
 * Checks every booking rule against the appointments as they are inside the write transaction (so two
 * racing bookings cannot both pass) and throws the first broken one as a 409.
 */
export async function assertBookable(ctx: HandlerContext, b: NewBooking, excludeId?: string) {
  const world = await worldAround(
    ctx.db,
    dateOf(b.start),
    { doctorId: b.doctor.id, patientId: b.patient.id },
    nowLocal(ctx),
    excludeId,
  )
  const violation = checkBooking(
    { start: b.start, patient: b.patient, doctor: b.doctor, procedure: b.procedure },
    world,
  )
  if (violation) throw violationConflict(violation)
}

async function create(body: unknown, actor: Actor, ctx: HandlerContext) {
  const self = actor.role === 'patient'
  const input = self
    ? parseBody(selfBookingSchema(localDate(ctx.now())), body)
    : parseBody(appointmentCreateSchema, body)
  let patientId = input.patientId
  if (self) {
    if (!actor.personId) throw forbidden('This account has no person record')
    if (patientId && patientId !== actor.personId) throw forbidden('Patients book only for themselves')
    patientId = actor.personId
  }
  if (!patientId) throw badRequest('patientId', 'Required')
  const ownId = patientId
  // One transaction: a patient's first booking creates its record only if the booking goes through.
  const row = await writeTx(ctx.db, [APPOINTMENTS, 'blockedPeriods', PERSONS, 'doctors', 'procedures'], async () => {
    if (self && !(await ctx.db.table(PERSONS).get(ownId))) {
      const patient = (input as SelfBooking).patient
      if (!patient) {
        throw ruleConflict(
          'patient-record',
          'patient-record: complete your patient record first (PUT api/medical/me/patient, or send patient with the booking)',
          {
            field: 'patient',
          },
        )
      }
      await savePerson(ctx, patient, ownId)
    }
    const records = await bookingRecords(ctx.db, {
      patientId: ownId,
      doctorId: input.doctorId,
      procedureId: input.procedureId,
    })
    const booking: NewBooking = { ...records, start: input.start, notes: input.notes }
    await assertBookable(ctx, booking)
    return (await putRow(ctx.db, APPOINTMENTS, newAppointmentRow(booking, ctx, actor.userId))) as Appointment
  })
  return reply(201, await viewOf(ctx.db, row))
}

export const appointmentRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: `${BASE}/appointments`,
    handler: async (req, ctx) => {
      const q = parse(appointmentListQuerySchema, Object.fromEntries(req.query))
      const actor = await actorOf(req, ctx)
      if (actor.role === 'patient') {
        if (q.patientId && q.patientId !== actor.personId) throw forbidden('Patients see only their own appointments')
        if (!actor.personId) return { items: [] }
        q.patientId = actor.personId
      }
      if (!q.patientId && !q.from) throw badRequest('from', 'Required')
      if (!q.patientId && !q.to) throw badRequest('to', 'Required')
      const from = q.from ?? '0000-01-01'
      const to = q.to ?? '9999-12-31'
      if (from > to) throw badRequest('to', 'Must not be before from')
      if (q.from && q.to && (Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_LIST_DAYS)
        throw badRequest('to', `At most ${MAX_LIST_DAYS} days`)
      let rows: Appointment[]
      if (q.patientId) rows = await appointmentsBetween(ctx.db, 'patientId', q.patientId, from, to)
      else if (q.doctorId) rows = await appointmentsBetween(ctx.db, 'doctorId', q.doctorId, from, to)
      else
        rows = (await ctx.db
          .table(APPOINTMENTS)
          .where('start')
          .between(`${from}T00:00`, `${to}T23:59`, true, true)
          .toArray()) as Appointment[]
      rows = rows
        .filter((a) => (!q.doctorId || a.doctorId === q.doctorId) && (!q.state || a.state === q.state))
        .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id))
      return { items: await viewsOf(ctx.db, rows) }
    },
  },
  {
    method: 'GET',
    pattern: `${BASE}/appointments/:id`,
    handler: async (req, ctx) => {
      const row = await requireRow<Appointment>(ctx.db, APPOINTMENTS, req.params.id!, 'Appointment')
      ownOnly(await actorOf(req, ctx), row.patientId)
      return viewOf(ctx.db, row)
    },
  },
  {
    method: 'POST',
    pattern: `${BASE}/appointments`,
    roles: ['admin', 'reception', 'patient'],
    handler: async (req, ctx) => create(req.body, await actorOf(req, ctx), ctx),
  },
])
