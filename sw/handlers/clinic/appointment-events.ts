import { putRow, writeTx } from '@/shared/db/mutate'
import {
  appointmentEventSchema,
  type Appointment,
  type AppointmentEvent,
  type AppointmentEventType,
  type HistoryEntry,
} from '@/shared/schemas/clinic/appointments'
import { machineEvent, nextState } from '@/shared/clinic/lifecycle'
import { dateOf, timeOf } from '@/shared/clinic/time'
import type { RuleParams } from '@/shared/schemas/clinic/common'
import { forbidden } from '../../router/http-error'
import { defineRoutes, reply, type HandlerContext } from '../../router/types'
import { takeBaseVersion } from '../../router/version'
import { BASE, actorOf, nowLocal, parseBody, requireCurrent, ruleConflict, type Actor } from './common'
import { requireRow } from '../../router/require-row'
import { APPOINTMENTS, viewOf } from './appointment-queries'
import { assertBookable, bookingRecords, newAppointmentRow } from './appointments'

/** What a patient may do to its own appointments. */
const PATIENT_EVENTS: AppointmentEventType[] = ['confirm', 'cancel', 'reschedule']

function assertMayAct(actor: Actor, appt: Appointment, type: AppointmentEventType) {
  if (actor.role === 'doctor' && appt.doctorId !== actor.personId)
    throw forbidden('Doctors change only their own appointments')
  if (actor.role === 'patient') {
    if (appt.patientId !== actor.personId) throw forbidden('Patients change only their own appointments')
    if (!PATIENT_EVENTS.includes(type)) throw forbidden(`Patients may not ${type} an appointment`)
  }
}

/**
 * Why the machine refused an event the state itself allows: the clock, not the state. `params` say it to a
 * screen: a `date` for "only on the appointment's day", a `time` for "only after it starts".
 */
function refusalReason(
  appt: Appointment,
  type: AppointmentEventType,
  now: string,
): { text: string; params?: RuleParams } {
  const waiting = ['scheduled', 'confirmed'].includes(appt.state)
  if (type === 'no-show' && waiting)
    return { text: ` before its start (${appt.start})`, params: { time: timeOf(appt.start) } }
  const opening = (type === 'check-in' && waiting) || (type === 'start' && appt.state === 'checked-in')
  if (opening && dateOf(now) !== dateOf(appt.start))
    return {
      text: ` today (${dateOf(now)}): only on the day of the appointment (${dateOf(appt.start)})`,
      params: { date: dateOf(appt.start) },
    }
  return { text: '' }
}

/** The state the lifecycle machine moves to, or a 409 naming the refused event. */
function decide(appt: Appointment, event: AppointmentEvent, now: string) {
  const next = nextState(appt, machineEvent(event.type, now, event.type === 'cancel' ? event.reason : ''))
  if (!next) {
    const why = refusalReason(appt, event.type, now)
    throw ruleConflict(
      'illegal-transition',
      `illegal-transition: cannot ${event.type} an appointment that is ${appt.state}${why.text}`,
      {
        state: appt.state,
        event: event.type,
        ...(why.params ? { params: why.params } : {}),
      },
    )
  }
  return next
}

const entry = (
  ctx: HandlerContext,
  appt: Appointment,
  to: Appointment['state'],
  event: AppointmentEventType,
  by: string,
  reason?: string,
): HistoryEntry => ({
  at: ctx.now().toISOString(),
  from: appt.state,
  to,
  event,
  by,
  ...(reason ? { reason } : {}),
})

async function reschedule(
  ctx: HandlerContext,
  actor: Actor,
  id: string,
  event: Extract<AppointmentEvent, { type: 'reschedule' }>,
) {
  const created = await writeTx(
    ctx.db,
    [APPOINTMENTS, 'blockedPeriods', 'persons', 'doctors', 'procedures'],
    async () => {
      const appt = await requireRow<Appointment>(ctx.db, APPOINTMENTS, id, 'Appointment')
      const to = decide(appt, event, nowLocal(ctx))
      const records = await bookingRecords(ctx.db, {
        patientId: appt.patientId,
        doctorId: event.doctorId ?? appt.doctorId,
        procedureId: appt.procedureId,
      })
      const booking = { ...records, start: event.start, notes: appt.notes, rescheduledFromId: appt.id }
      // The old appointment's own time does not count against its replacement.
      await assertBookable(ctx, booking, appt.id)
      const next = (await putRow(
        ctx.db,
        APPOINTMENTS,
        newAppointmentRow(booking, ctx, actor.userId, 'reschedule'),
      )) as Appointment
      await putRow(ctx.db, APPOINTMENTS, {
        ...appt,
        state: to,
        rescheduledToId: next.id,
        history: [...appt.history, entry(ctx, appt, to, 'reschedule', actor.userId, `→ ${next.start}`)],
      })
      return next
    },
  )
  return reply(201, await viewOf(ctx.db, created))
}

export const appointmentEventRoutes = defineRoutes([
  {
    method: 'POST',
    pattern: `${BASE}/appointments/:id/events`,
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req)
      const event = parseBody(appointmentEventSchema, req.body)
      const actor = await actorOf(req, ctx)
      const id = req.params.id!
      assertMayAct(actor, await requireRow<Appointment>(ctx.db, APPOINTMENTS, id, 'Appointment'), event.type)
      if (event.type === 'reschedule') return reschedule(ctx, actor, id, event)
      const updated = await writeTx(ctx.db, [APPOINTMENTS], async () => {
        // Read again inside the transaction: the machine decides on the state as it is now.
        const appt = await requireCurrent<Appointment>(ctx.db, APPOINTMENTS, id, 'Appointment', base)
        const to = decide(appt, event, nowLocal(ctx))
        const reason = event.type === 'cancel' ? event.reason : undefined
        const notes =
          event.type === 'finish' && event.notes ? [appt.notes, event.notes].filter(Boolean).join('\n') : appt.notes
        return (await putRow(ctx.db, APPOINTMENTS, {
          ...appt,
          state: to,
          notes,
          cancelReason: reason ?? appt.cancelReason,
          history: [...appt.history, entry(ctx, appt, to, event.type, actor.userId, reason)],
        })) as Appointment
      })
      return viewOf(ctx.db, updated)
    },
  },
])
