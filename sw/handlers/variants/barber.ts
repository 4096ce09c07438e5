import type Dexie from 'dexie'
import { newId, patchRow, putRow, writeTx } from '@/shared/db/mutate'
import {
  BOOKING_HORIZON_DAYS,
  appointmentSchema,
  isoDate,
  type AppointmentView,
  type Barber,
  type BarberAppointment,
  type BarberService,
  type BarberWithSlot,
} from '@/shared/schemas/variants'
import { accounts } from '../../auth/accounts'
import { badRequest, conflict, notFound } from '../../router/http-error'
import { requireRow } from '../../router/require-row'
import { defineRoutes, type ApiRequest, type HandlerContext } from '../../router/types'
import { parse } from '../../router/validate'
import { addMinutes, dayOf } from './time'
import { fits, freeSlots, nextFreeSlot } from './slots'
import { strip } from './rows'

const services = (db: Dexie) => db.table<BarberService, string>('barberServices')
const barbers = (db: Dexie) => db.table<Barber, string>('barbers')
const appointments = (db: Dexie) =>
  db.table<BarberAppointment & { updatedAt: string; version: number }, string>('barberAppointments')

const busyOf = (db: Dexie, barberId: string) =>
  appointments(db)
    .where('barberId')
    .equals(barberId)
    .filter((a) => a.status === 'booked')
    .toArray()

/** How long the asked service takes; without one, the shortest service. */
async function durationFor(db: Dexie, serviceId: string | null) {
  if (serviceId) return (await requireRow<BarberService>(db, 'barberServices', serviceId, 'Service')).durationMin
  const all = await services(db).toArray()
  return Math.min(...all.map((s) => s.durationMin), 30)
}

async function listBarbers(req: ApiRequest, ctx: HandlerContext): Promise<BarberWithSlot[]> {
  const duration = await durationFor(ctx.db, req.query.get('serviceId'))
  const now = ctx.now()
  const all = (await barbers(ctx.db).toArray()).sort((a, b) => a.name.localeCompare(b.name))
  return Promise.all(
    all.map(async (b) => ({
      ...strip(b),
      nextFreeSlot: nextFreeSlot(b, await busyOf(ctx.db, b.id), duration, now)?.toISOString() ?? null,
    })),
  )
}

async function daySlots(req: ApiRequest, ctx: HandlerContext) {
  const barber = await requireRow<Barber>(ctx.db, 'barbers', req.params.id!, 'Barber')
  const raw = req.query.get('date')
  const date = raw ? parse(isoDate, raw, 'date') : dayOf(ctx.now())
  const duration = await durationFor(ctx.db, req.query.get('serviceId'))
  const slots = freeSlots(barber, await busyOf(ctx.db, barber.id), date, duration, ctx.now())
  return { date, durationMin: duration, slots: slots.map((s) => s.toISOString()) }
}

async function view(db: Dexie, a: BarberAppointment): Promise<AppointmentView> {
  const [barber, service] = await Promise.all([barbers(db).get(a.barberId), services(db).get(a.serviceId)])
  return {
    ...strip(a),
    barber: { id: a.barberId, name: barber?.name ?? '' },
    service: {
      id: a.serviceId,
      name: service?.name ?? '',
      price: service?.price ?? 0,
      durationMin: service?.durationMin ?? 0,
    },
  }
}

/** Books a service with a barber at a start time that is free, on the grid and within working hours. */
async function book(req: ApiRequest, ctx: HandlerContext) {
  const input = parse(appointmentSchema, req.body)
  const barber = await requireRow<Barber>(ctx.db, 'barbers', input.barberId, 'Barber')
  const service = await requireRow<BarberService>(ctx.db, 'barberServices', input.serviceId, 'Service')
  const start = new Date(input.startsAt)
  const now = ctx.now()
  if (start <= now) throw badRequest('startsAt', 'Must be in the future')
  if (start.getTime() > now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000)
    throw badRequest('startsAt', `At most ${BOOKING_HORIZON_DAYS} days ahead`)
  const user = await accounts(ctx.db).get(req.user!.id)
  // The free-slot check and the booking share one transaction: of two tabs booking one slot, one gets it.
  const row = await writeTx(ctx.db, ['barberAppointments'], async () => {
    if (!fits(barber, await busyOf(ctx.db, barber.id), start, service.durationMin, now)) {
      throw conflict('That time is not free with this barber', { field: 'startsAt', reason: 'Not available' })
    }
    return putRow<BarberAppointment>(ctx.db, 'barberAppointments', {
      id: newId(),
      barberId: barber.id,
      serviceId: service.id,
      userId: req.user!.id,
      customerName: user?.name ?? req.user!.email,
      startsAt: start.toISOString(),
      endsAt: addMinutes(start, service.durationMin).toISOString(),
      status: 'booked',
    })
  })
  return view(ctx.db, row)
}

async function mine(req: ApiRequest, ctx: HandlerContext) {
  const now = ctx.now().toISOString()
  const rows = await appointments(ctx.db)
    .where('userId')
    .equals(req.user!.id)
    .filter((a) => a.status === 'booked' && a.endsAt > now)
    .toArray()
  rows.sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  return Promise.all(rows.map((r) => view(ctx.db, r)))
}

async function cancel(req: ApiRequest, ctx: HandlerContext) {
  const updated = await writeTx(ctx.db, ['barberAppointments'], async () => {
    const row = await appointments(ctx.db).get(req.params.id!)
    // Someone else's appointment is as unknown to the caller as a missing one.
    if (!row || row.userId !== req.user!.id) throw notFound('Appointment', req.params.id)
    if (row.status === 'cancelled') throw conflict('The appointment is already cancelled')
    return patchRow<BarberAppointment & { updatedAt: string; version: number }>(ctx.db, 'barberAppointments', row.id, {
      status: 'cancelled',
    })
  })
  return view(ctx.db, updated!)
}

export const barberRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/barber/services',
    public: true,
    handler: async (_req, ctx) => (await services(ctx.db).toArray()).map(strip).sort((a, b) => a.price - b.price),
  },
  { method: 'GET', pattern: 'api/barber/barbers', public: true, handler: listBarbers },
  { method: 'GET', pattern: 'api/barber/barbers/:id/slots', public: true, handler: daySlots },
  { method: 'GET', pattern: 'api/barber/appointments', handler: mine },
  { method: 'POST', pattern: 'api/barber/appointments', handler: book },
  { method: 'DELETE', pattern: 'api/barber/appointments/:id', handler: cancel },
])
