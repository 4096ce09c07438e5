import type Dexie from 'dexie'
import { newId, putRow, writeTx } from '@/shared/db/mutate'
import {
  gymBookingSchema,
  isoDate,
  type GymBooking,
  type GymClass,
  type GymMembership,
  type GymPlan,
  type GymSession,
  type GymTrainer,
  type MembershipState,
} from '@/shared/schemas/variants'
import { badRequest, conflict, notFound } from '../../router/http-error'
import { defineRoutes, type ApiRequest, type HandlerContext } from '../../router/types'
import { parse } from '../../router/validate'
import { at, dayOf } from './time'
import { strip } from './rows'

const classes = (db: Dexie) => db.table<GymClass, string>('gymClasses')
const trainers = (db: Dexie) => db.table<GymTrainer, string>('gymTrainers')
const bookings = (db: Dexie) => db.table<GymBooking, string>('gymBookings')
const plans = (db: Dexie) => db.table<GymPlan, string>('gymPlans')
const memberships = (db: Dexie) => db.table<GymMembership, string>('gymMemberships')

/** One occurrence of a class on a date, with its places left and whether the caller holds one. */
async function session(
  db: Dexie,
  cls: GymClass,
  date: string,
  userId: string | undefined,
  trainerNames: Map<string, string>,
): Promise<GymSession> {
  const taken = await bookings(db).where('[classId+date]').equals([cls.id, date]).toArray()
  return {
    ...strip(cls),
    date,
    startsAt: at(date, cls.startTime).toISOString(),
    trainer: { id: cls.trainerId, name: trainerNames.get(cls.trainerId) ?? '' },
    booked: taken.length,
    placesLeft: Math.max(0, cls.capacity - taken.length),
    bookedByMe: userId !== undefined && taken.some((b) => b.userId === userId),
  }
}

async function trainerNames(db: Dexie) {
  return new Map((await trainers(db).toArray()).map((t) => [t.id, t.name]))
}

/** The classes of a day (default today), in start order. */
async function listClasses(req: ApiRequest, ctx: HandlerContext) {
  const raw = req.query.get('date')
  const date = raw ? parse(isoDate, raw, 'date') : dayOf(ctx.now())
  const weekday = new Date(`${date}T12:00:00`).getDay()
  const day = (await classes(ctx.db).where('weekday').equals(weekday).toArray()).sort((a, b) =>
    a.startTime.localeCompare(b.startTime),
  )
  const names = await trainerNames(ctx.db)
  return Promise.all(day.map((c) => session(ctx.db, c, date, req.user?.id, names)))
}

async function membershipOf(db: Dexie, userId: string, now: Date): Promise<MembershipState> {
  const row = (await memberships(db).where('userId').equals(userId).toArray()).sort((a, b) =>
    b.startedOn.localeCompare(a.startedOn),
  )[0]
  if (!row) return { status: 'none', plan: null, startedOn: null, renewsOn: null, bookingsThisMonth: 0 }
  const plan = (await plans(db).get(row.planId)) ?? null
  const month = dayOf(now).slice(0, 7)
  const mine = await bookings(db)
    .where('userId')
    .equals(userId)
    .filter((b) => b.date.startsWith(month))
    .count()
  // A membership past its renewal date has lapsed, whatever was stored.
  const status = row.status === 'active' && row.renewsOn < dayOf(now) ? 'expired' : row.status
  return {
    status,
    plan: plan && strip(plan),
    startedOn: row.startedOn,
    renewsOn: row.renewsOn,
    bookingsThisMonth: mine,
  }
}

/** Takes a place in a class on a date: needs an active membership, a running class, a free place. */
async function book(req: ApiRequest, ctx: HandlerContext) {
  const { date } = parse(gymBookingSchema, req.body)
  const userId = req.user!.id
  const cls = await classes(ctx.db).get(req.params.id!)
  if (!cls) throw notFound('Class', req.params.id)
  if (new Date(`${date}T12:00:00`).getDay() !== cls.weekday) throw badRequest('date', 'The class does not run that day')
  const now = ctx.now()
  if (at(date, cls.startTime) <= now) throw conflict('The class has already started', { field: 'date', reason: 'Past' })
  if ((await membershipOf(ctx.db, userId, now)).status !== 'active')
    throw conflict('An active membership is needed to book', { reason: 'No membership' })
  const names = await trainerNames(ctx.db)
  // The places are counted in the booking's transaction: concurrent bookings cannot overfill a class.
  await writeTx(ctx.db, ['gymBookings'], async () => {
    const current = await session(ctx.db, cls, date, userId, names)
    if (current.bookedByMe) throw conflict('You already have a place in this class', { reason: 'Already booked' })
    if (current.placesLeft === 0) throw conflict('The class is full', { reason: 'Full' })
    await putRow<GymBooking>(ctx.db, 'gymBookings', { id: newId(), classId: cls.id, date, userId })
  })
  return session(ctx.db, cls, date, userId, names)
}

async function listTrainers(ctx: HandlerContext) {
  const all = await classes(ctx.db).toArray()
  return (await trainers(ctx.db).toArray())
    .map((t) => ({ ...strip(t), classesPerWeek: all.filter((c) => c.trainerId === t.id).length }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

export const gymRoutes = defineRoutes([
  { method: 'GET', pattern: 'api/gym/classes', public: true, handler: listClasses },
  { method: 'POST', pattern: 'api/gym/classes/:id/bookings', handler: book },
  { method: 'GET', pattern: 'api/gym/trainers', public: true, handler: (_req, ctx) => listTrainers(ctx) },
  {
    method: 'GET',
    pattern: 'api/gym/plans',
    public: true,
    handler: async (_req, ctx) =>
      (await plans(ctx.db).toArray()).map(strip).sort((a, b) => a.priceMonthly - b.priceMonthly),
  },
  {
    method: 'GET',
    pattern: 'api/gym/membership',
    handler: (req, ctx) => membershipOf(ctx.db, req.user!.id, ctx.now()),
  },
])
