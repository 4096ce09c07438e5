import { APPOINTMENT_STATES, isLive, type AppointmentState } from '@/shared/constants/clinic/appointments'
import type { Appointment } from '@/shared/schemas/clinic/appointments'
import type { BlockedPeriod } from '@/shared/schemas/clinic/blocked-periods'
import type { Named } from '@/shared/schemas/clinic/catalog'
import { isoDate } from '@/shared/schemas/clinic/common'
import type { DashboardAnswer } from '@/shared/schemas/clinic/dashboard'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import type { Product } from '@/shared/schemas/clinic/products'
import { localDate } from '@/shared/clinic/time'
import { workingDay } from '@/shared/clinic/working-time'
import { defineRoutes } from '../../router/types'
import { parse } from '../../router/validate'
import { BASE, STAFF, actorOf, nowLocal } from './common'
import { APPOINTMENTS, viewsOf } from './appointment-queries'

const TO_ATTEND: AppointmentState[] = ['scheduled', 'confirmed', 'checked-in', 'in-progress']

export const dashboardRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: `${BASE}/dashboard`,
    handler: async (req, ctx): Promise<DashboardAnswer> => {
      const date = req.query.get('date') ? parse(isoDate, req.query.get('date'), 'date') : localDate(ctx.now())
      const actor = await actorOf(req, ctx)
      let appts = (await ctx.db
        .table(APPOINTMENTS)
        .where('start')
        .between(`${date}T00:00`, `${date}T23:59`, true, true)
        .toArray()) as Appointment[]
      // The clinic's day for the rest; before this filter, so doctors on duty count every booking.
      const all = appts
      if (actor.role === 'patient') appts = appts.filter((a) => a.patientId === actor.personId)
      appts.sort((a, b) => a.start.localeCompare(b.start))
      const byState = Object.fromEntries(APPOINTMENT_STATES.map((s) => [s, 0])) as Record<AppointmentState, number>
      for (const a of appts) byState[a.state] += 1
      const next = await viewsOf(ctx.db, appts.filter((a) => TO_ATTEND.includes(a.state)).slice(0, 10))
      const [doctors, blocked, specialties] = await Promise.all([
        ctx.db.table('doctors').toArray() as Promise<Doctor[]>,
        ctx.db.table('blockedPeriods').toArray() as Promise<BlockedPeriod[]>,
        ctx.db.table('specialties').toArray() as Promise<Named[]>,
      ])
      const specialtyName = new Map(specialties.map((s) => [s.id, s.name]))
      const doctorsOnDuty = doctors
        .filter((d) => d.active)
        .map((d) => ({ d, windows: workingDay(d, date, blocked).windows }))
        .filter((x) => x.windows.length > 0)
        .sort((a, b) => a.d.name.localeCompare(b.d.name))
        .map(({ d, windows }) => ({
          doctorId: d.id,
          name: d.name,
          color: d.color,
          specialtyId: d.specialtyId,
          specialtyName: specialtyName.get(d.specialtyId) ?? '',
          windows,
          appointments: all.filter((a) => a.doctorId === d.id && isLive(a.state)).length,
          currentAppointmentId: all.find((a) => a.doctorId === d.id && a.state === 'in-progress')?.id ?? null,
        }))
      let lowStockProducts: number | null = null
      if (STAFF.includes(actor.role)) {
        const products = (await ctx.db.table('clinicProducts').toArray()) as Product[]
        lowStockProducts = products.filter((p) => p.active && p.stock <= p.minStock).length
      }
      return { date, now: nowLocal(ctx), byState, total: appts.length, next, doctorsOnDuty, lowStockProducts }
    },
  },
])
