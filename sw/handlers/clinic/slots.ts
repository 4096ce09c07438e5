import type { Appointment } from '@/shared/schemas/clinic/appointments'
import type { Procedure } from '@/shared/schemas/clinic/catalog'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import type { Person } from '@/shared/schemas/clinic/persons'
import { slotsQuerySchema, type SlotsAnswer } from '@/shared/schemas/clinic/schedules'
import { freeSlots } from '@/shared/clinic/slots'
import { defineRoutes } from '../../router/types'
import { parse } from '../../router/validate'
import { BASE, actorOf, nowLocal, ownOnly } from './common'
import { requireRow } from '../../router/require-row'
import { APPOINTMENTS, worldAround } from './appointment-queries'

export const slotRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: `${BASE}/slots`,
    handler: async (req, ctx): Promise<SlotsAnswer> => {
      const q = parse(slotsQuerySchema, Object.fromEntries(req.query))
      const actor = await actorOf(req, ctx)
      if (q.patientId) ownOnly(actor, q.patientId)
      // A patient booking for itself never sees times when it is busy elsewhere.
      if (
        !q.patientId &&
        actor.role === 'patient' &&
        actor.personId &&
        (await ctx.db.table('persons').get(actor.personId))
      )
        q.patientId = actor.personId
      const [doctor, procedure, patient] = await Promise.all([
        requireRow<Doctor>(ctx.db, 'doctors', q.doctorId, 'Doctor', 'doctorId'),
        requireRow<Procedure>(ctx.db, 'procedures', q.procedureId, 'Procedure', 'procedureId'),
        q.patientId
          ? requireRow<Person>(ctx.db, 'persons', q.patientId, 'Patient', 'patientId')
          : Promise.resolve(null),
      ])
      const world = await worldAround(
        ctx.db,
        q.date,
        { doctorId: doctor.id, patientId: patient?.id },
        nowLocal(ctx),
        q.excludeAppointmentId,
      )
      const free = freeSlots({ doctor, procedure, patient }, q.date, world)
      const moving = q.excludeAppointmentId
        ? await ctx.db.table<Appointment>(APPOINTMENTS).get(q.excludeAppointmentId)
        : undefined
      // Its own time with its own doctor is where an appointment already is, not a time to move it to.
      const slots = moving?.doctorId === doctor.id ? free.slots.filter((s) => s !== moving.start) : free.slots
      return {
        date: q.date,
        doctorId: doctor.id,
        procedureId: procedure.id,
        durationMinutes: procedure.durationMinutes,
        ...free,
        slots,
      }
    },
  },
])
