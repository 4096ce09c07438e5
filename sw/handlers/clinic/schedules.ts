import { deleteRow, putRow, writeTx } from '@/shared/db/mutate'
import { isLive } from '@/shared/constants/clinic/appointments'
import type { Appointment } from '@/shared/schemas/clinic/appointments'
import type { BlockedPeriod } from '@/shared/schemas/clinic/blocked-periods'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import {
  generateSchedulesSchema,
  scheduleListQuerySchema,
  type GenerateResult,
  type GenerateResultDoctor,
  type ScheduleDay,
  type ScheduleDayView,
} from '@/shared/schemas/clinic/schedules'
import { scheduleGrid } from '@/shared/clinic/schedule'
import { eachDate, overlaps, toAxis } from '@/shared/clinic/time'
import { badRequest } from '../../router/http-error'
import { defineRoutes } from '../../router/types'
import { parse } from '../../router/validate'
import { ADMIN, BASE, CLINIC, parseBody } from './common'
import { requireRow } from '../../router/require-row'
import { APPOINTMENTS, appointmentsBetween } from './appointment-queries'

export const SCHEDULE_DAYS = 'scheduleDays'
export const scheduleDayId = (doctorId: string, date: string) => `${doctorId}_${date}`

/** Marks each grid slot that a live appointment's own time meets (buffers are not bookings). */
function markBooked(slots: ScheduleDay['slots'], appts: Appointment[]) {
  const live = appts.filter((a) => isLive(a.state)).map((a) => ({ start: toAxis(a.start), end: toAxis(a.end) }))
  return slots.map((s) => ({
    ...s,
    booked: live.some((a) => overlaps(a, { start: toAxis(s.start), end: toAxis(s.end) })),
  }))
}

export const scheduleRoutes = defineRoutes([
  {
    method: 'POST',
    pattern: `${BASE}/schedules/generate`,
    roles: ADMIN,
    handler: async (req, ctx): Promise<GenerateResult> => {
      const input = parseBody(generateSchedulesSchema, req.body)
      const doctors = input.doctorIds
        ? await Promise.all(
            input.doctorIds.map((id, i) => requireRow<Doctor>(ctx.db, 'doctors', id, 'Doctor', `doctorIds.${i}`)),
          )
        : ((await ctx.db.table('doctors').toArray()) as Doctor[])
            .filter((d) => d.active)
            .sort((a, b) => a.name.localeCompare(b.name))
      const blocked = (await ctx.db.table('blockedPeriods').toArray()) as BlockedPeriod[]
      const generatedAt = ctx.now().toISOString()
      const dates = eachDate(input.from, input.to)
      const result: GenerateResultDoctor[] = []
      await writeTx(ctx.db, [SCHEDULE_DAYS, APPOINTMENTS], async () => {
        for (const doctor of doctors) {
          const previous = (await ctx.db
            .table(SCHEDULE_DAYS)
            .where('[doctorId+date]')
            .between([doctor.id, input.from], [doctor.id, input.to], true, true)
            .toArray()) as ScheduleDay[]
          const appts = await appointmentsBetween(ctx.db, 'doctorId', doctor.id, input.from, input.to)
          const row: GenerateResultDoctor = {
            doctorId: doctor.id,
            name: doctor.name,
            color: doctor.color,
            days: 0,
            slots: 0,
            booked: 0,
            free: 0,
            replaced: previous.reduce((n, d) => n + d.slots.length, 0),
          }
          for (const date of dates) {
            const slots = doctor.active ? scheduleGrid(doctor, date, blocked) : []
            const id = scheduleDayId(doctor.id, date)
            if (!slots.length) {
              if (previous.some((p) => p.id === id)) await deleteRow(ctx.db, SCHEDULE_DAYS, id)
              continue
            }
            await putRow(ctx.db, SCHEDULE_DAYS, { id, doctorId: doctor.id, date, slots, generatedAt })
            const booked = markBooked(
              slots,
              appts.filter((a) => a.start.startsWith(date)),
            ).filter((s) => s.booked).length
            row.days += 1
            row.slots += slots.length
            row.booked += booked
            row.free += slots.length - booked
          }
          result.push(row)
        }
      })
      const totals = result.reduce(
        (t, r) => ({ slots: t.slots + r.slots, booked: t.booked + r.booked, free: t.free + r.free }),
        { slots: 0, booked: 0, free: 0 },
      )
      return { from: input.from, to: input.to, generatedAt, doctors: result, totals }
    },
  },
  {
    method: 'GET',
    pattern: `${BASE}/schedules`,
    roles: CLINIC,
    handler: async (req, ctx): Promise<{ items: ScheduleDayView[] }> => {
      const q = parse(scheduleListQuerySchema, Object.fromEntries(req.query))
      if (q.from > q.to) throw badRequest('to', 'Must not be before from')
      const days = q.doctorId
        ? ((await ctx.db
            .table(SCHEDULE_DAYS)
            .where('[doctorId+date]')
            .between([q.doctorId, q.from], [q.doctorId, q.to], true, true)
            .toArray()) as ScheduleDay[])
        : ((await ctx.db
            .table(SCHEDULE_DAYS)
            .where('date')
            .between(q.from, q.to, true, true)
            .toArray()) as ScheduleDay[])
      const appts = (await ctx.db
        .table(APPOINTMENTS)
        .where('start')
        .between(`${q.from}T00:00`, `${q.to}T23:59`, true, true)
        .toArray()) as Appointment[]
      const items = days
        .sort((a, b) => a.doctorId.localeCompare(b.doctorId) || a.date.localeCompare(b.date))
        .map((d) => ({
          ...d,
          slots: markBooked(
            d.slots,
            appts.filter((a) => a.doctorId === d.doctorId && a.start.startsWith(d.date)),
          ),
        }))
      return { items }
    },
  },
])
