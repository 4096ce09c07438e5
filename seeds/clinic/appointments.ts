import type { Faker } from '@faker-js/faker'
import type {
  Appointment,
  AppointmentEventType,
  AppointmentState,
  HistoryEntry,
} from '@/shared/schemas/clinic/appointments'
import type { BlockedPeriod } from '@/shared/schemas/clinic/blocked-periods'
import type { Procedure } from '@/shared/schemas/clinic/catalog'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import { at, eachDate, fromAxis, localDateTime, overlaps, toAxis, type Interval } from '@/shared/clinic/time'
import { workingDay } from '@/shared/clinic/working-time'
import { occupied } from '@/shared/clinic/rules'
import { CANCEL_REASONS } from './catalog-data'

type Row = Omit<Appointment, 'updatedAt' | 'version'>
type Proc = Pick<Procedure, 'id' | 'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'price'>

export interface AppointmentSeedInput {
  faker: Faker
  now: Date
  from: string
  to: string
  doctors: Array<Pick<Doctor, 'id' | 'plan' | 'exceptions' | 'procedureIds' | 'slotMinutes'>>
  procedures: Map<string, Proc>
  /** Active patients only: an inactive one cannot be booked. */
  patientIds: string[]
  blocked: Array<Pick<BlockedPeriod, 'from' | 'to' | 'reason'>>
  /** The paciente@clinica.test patient: given an appointment every few days. */
  featuredPatientId: string
  deskUserId: string
  doctorUserOf: (doctorId: string) => string | null
}

/** The UTC instant of a local wall-clock moment (the device's zone), as the API stamps history. */
const instantOf = (local: string) => {
  const [d, t] = local.split('T') as [string, string]
  const [y, m, day] = d.split('-').map(Number) as [number, number, number]
  const [h, mi] = t.split(':').map(Number) as [number, number]
  return new Date(y, m - 1, day, h, mi)
}
const iso = (d: Date) => d.toISOString()
const minIso = (a: Date, b: Date) => iso(a < b ? a : b)

/** The final state of a seeded appointment, weighted by where it sits against now. */
function pickState(faker: Faker, start: string, end: string, now: string): AppointmentState {
  const w = (list: Array<[AppointmentState, number]>) =>
    faker.helpers.weightedArrayElement(list.map(([value, weight]) => ({ value, weight })))
  if (end <= now)
    return w([
      ['completed', 78],
      ['cancelled', 10],
      ['no-show', 8],
    ])
  if (start <= now)
    return w([
      ['in-progress', 75],
      ['checked-in', 25],
    ])
  if (toAxis(start) - toAxis(now) <= 30 && start.slice(0, 10) === now.slice(0, 10))
    return w([
      ['checked-in', 60],
      ['confirmed', 40],
    ])
  return w([
    ['scheduled', 55],
    ['confirmed', 35],
    ['cancelled', 10],
  ])
}

const PATHS: Record<AppointmentState, AppointmentEventType[]> = {
  scheduled: [],
  confirmed: ['confirm'],
  'checked-in': ['confirm', 'check-in'],
  'in-progress': ['confirm', 'check-in', 'start'],
  completed: ['confirm', 'check-in', 'start', 'finish'],
  cancelled: ['cancel'],
  'no-show': ['confirm', 'no-show'],
  rescheduled: ['confirm', 'reschedule'],
}
const TARGET: Record<AppointmentEventType, AppointmentState> = {
  confirm: 'confirmed',
  'check-in': 'checked-in',
  start: 'in-progress',
  finish: 'completed',
  cancel: 'cancelled',
  'no-show': 'no-show',
  reschedule: 'rescheduled',
}

/** A history that walks the lifecycle machine's own edges to the final state, at believable times. */
function historyFor(
  faker: Faker,
  a: Pick<Row, 'start' | 'end' | 'doctorId'>,
  state: AppointmentState,
  now: Date,
  input: AppointmentSeedInput,
  createdAt: Date,
  first: 'create' | 'reschedule',
) {
  const start = instantOf(a.start)
  const end = instantOf(a.end)
  const when: Record<AppointmentEventType, Date> = {
    confirm: new Date(Math.max(createdAt.getTime() + 3_600_000, start.getTime() - 86_400_000)),
    'check-in': new Date(start.getTime() - faker.number.int({ min: 3, max: 15 }) * 60_000),
    start: new Date(start.getTime() + faker.number.int({ min: 0, max: 5 }) * 60_000),
    finish: end,
    cancel: new Date(
      Math.max(createdAt.getTime() + 1_800_000, start.getTime() - faker.number.int({ min: 2, max: 48 }) * 3_600_000),
    ),
    'no-show': new Date(start.getTime() + 15 * 60_000),
    reschedule: new Date(Math.max(createdAt.getTime() + 1_800_000, start.getTime() - 2 * 86_400_000)),
  }
  let path = PATHS[state]
  // About a third of the patients never confirm: they are checked in straight from scheduled.
  if (path[0] === 'confirm' && path.length > 1 && path[1] !== 'reschedule' && faker.number.int(99) < 30)
    path = path.slice(1)
  const history: HistoryEntry[] = [
    { at: iso(createdAt), from: null, to: 'scheduled', event: first, by: input.deskUserId },
  ]
  let from: AppointmentState = 'scheduled'
  let reason: string | null = null
  for (const event of path) {
    const to = TARGET[event]
    const by = event === 'start' || event === 'finish' ? input.doctorUserOf(a.doctorId) : input.deskUserId
    const entry: HistoryEntry = { at: minIso(when[event], now), from, to, event, by }
    if (event === 'cancel') entry.reason = reason = faker.helpers.arrayElement(CANCEL_REASONS)
    history.push(entry)
    from = to
  }
  return { history, cancelReason: reason }
}

/**
 * Appointments over the range, placed the way the booking rules demand: inside each doctor's working
 * windows, never across a break, on no blocked or off day, with buffers kept between neighbours and no
 * patient in two places at once. States follow the clock; a few are rescheduled pairs.
 */
export function buildAppointments(input: AppointmentSeedInput): Row[] {
  const { faker, now } = input
  const nowLocal = localDateTime(now)
  const busy = new Map<string, Interval[]>()
  const free = (patientId: string, occ: Interval) => !(busy.get(patientId) ?? []).some((i) => overlaps(i, occ))
  const rows: Row[] = []
  eachDate(input.from, input.to).forEach((date, dateIndex) => {
    input.doctors.forEach((doctor, doctorIndex) => {
      const day = workingDay(doctor, date, input.blocked)
      const procs = doctor.procedureIds.map((id) => input.procedures.get(id)!).filter(Boolean)
      let lastEnd = Number.NEGATIVE_INFINITY
      let featured = dateIndex % 4 === 1 && doctorIndex === dateIndex % input.doctors.length
      for (const w of day.windows) {
        let cursor = toAxis(at(date, w.start))
        const windowEnd = toAxis(at(date, w.end))
        for (;;) {
          if (faker.number.int(99) < 50) cursor += doctor.slotMinutes * faker.number.int({ min: 1, max: 4 })
          const p = faker.helpers.arrayElement(procs)
          const start = Math.ceil(Math.max(cursor, lastEnd + p.bufferBeforeMinutes) / 5) * 5
          if (start + p.durationMinutes > windowEnd) break
          const occ = { start: start - p.bufferBeforeMinutes, end: start + p.durationMinutes + p.bufferAfterMinutes }
          let patientId: string | undefined
          if (featured && free(input.featuredPatientId, occ)) patientId = input.featuredPatientId
          for (let tries = 0; !patientId && tries < 4; tries++) {
            const candidate = faker.helpers.arrayElement(input.patientIds)
            if (free(candidate, occ)) patientId = candidate
          }
          featured = false
          if (!patientId) {
            cursor = start + 5
            continue
          }
          busy.set(patientId, [...(busy.get(patientId) ?? []), occ])
          lastEnd = occ.end
          cursor = start + p.durationMinutes
          rows.push(makeRow(input, nowLocal, { patientId, doctorId: doctor.id, procedure: p, start: fromAxis(start) }))
        }
      }
    })
  })
  return withVisitAhead(input, withReschedules(input, leaveSomeOpen(rows, nowLocal)), nowLocal)
}

/**
 * The demo patient always has a visit to come: the turn-by-turn pick above skips the days its doctor
 * does not work, so on some days the fortnight ahead held none and the patient's home was empty. The
 * first open visit of a later day (or, failing that, later today) that fits the patient's own time is
 * handed over; no random draw is taken, so the rest of the seed stays the same.
 */
function withVisitAhead(input: AppointmentSeedInput, rows: Row[], nowLocal: string): Row[] {
  const own = rows.filter((r) => r.patientId === input.featuredPatientId)
  const open = (r: Row) => (r.state === 'scheduled' || r.state === 'confirmed') && r.start > nowLocal
  if (own.some(open)) return rows
  const fits = (r: Row) => !own.some((o) => overlaps(occupied(o), occupied(r)))
  const today = nowLocal.slice(0, 10)
  const candidates = rows
    .filter((r) => open(r) && !r.rescheduledFromId && fits(r))
    .sort((a, b) => a.start.localeCompare(b.start))
  const chosen = candidates.find((r) => r.start.slice(0, 10) > today) ?? candidates[0]
  if (chosen) chosen.patientId = input.featuredPatientId
  return rows
}

/**
 * Seeded at night or on a holiday, nothing is under way; so that the agenda still shows every state,
 * the latest finished visits are left as a real desk leaves them: one never marked finished
 * (in progress) and one whose patient is still waiting (checked in).
 */
function leaveSomeOpen(rows: Row[], nowLocal: string): Row[] {
  const past = rows
    .filter((r) => r.state === 'completed' && r.end <= nowLocal)
    .sort((a, b) => b.end.localeCompare(a.end))
  const open = (state: 'in-progress' | 'checked-in', drop: number) => {
    if (rows.some((r) => r.state === state)) return
    const row = past.shift()
    if (!row) return
    row.state = state
    row.history = row.history.slice(0, -drop)
    row.notes = ''
  }
  open('in-progress', 1)
  open('checked-in', 2)
  return rows
}

function makeRow(
  input: AppointmentSeedInput,
  nowLocal: string,
  b: { patientId: string; doctorId: string; procedure: Proc; start: string },
): Row {
  const { faker, now } = input
  const end = fromAxis(toAxis(b.start) + b.procedure.durationMinutes)
  const state = pickState(faker, b.start, end, nowLocal)
  const startAt = instantOf(b.start)
  const createdAt = new Date(
    Math.min(startAt.getTime() - faker.number.int({ min: 1, max: 20 }) * 86_400_000, now.getTime() - 3_600_000),
  )
  const base = { id: faker.string.uuid(), start: b.start, end, doctorId: b.doctorId }
  const { history, cancelReason } = historyFor(faker, base, state, now, input, createdAt, 'create')
  return {
    ...base,
    patientId: b.patientId,
    procedureId: b.procedure.id,
    bufferBeforeMinutes: b.procedure.bufferBeforeMinutes,
    bufferAfterMinutes: b.procedure.bufferAfterMinutes,
    price: b.procedure.price,
    state,
    notes: state === 'completed' && faker.number.int(99) < 30 ? 'Evolución favorable. Control en un mes.' : '',
    cancelReason,
    rescheduledFromId: null,
    rescheduledToId: null,
    history,
    createdAt: iso(createdAt),
    createdBy: input.deskUserId,
  }
}

/**
 * About one appointment in twenty came from a reschedule: its original, within a week earlier at the
 * same hour on a day the doctor worked, is closed as `rescheduled` and linked both ways. Closed
 * appointments hold no time, so the original may share its hour with later bookings.
 */
function withReschedules(input: AppointmentSeedInput, rows: Row[]): Row[] {
  const { faker, now } = input
  const extra: Row[] = []
  for (const row of rows) {
    if (!['scheduled', 'confirmed', 'completed'].includes(row.state) || faker.number.int(99) >= 5) continue
    const doctor = input.doctors.find((d) => d.id === row.doctorId)!
    const minutes = toAxis(row.end) - toAxis(row.start)
    // The original was a real working time of the same doctor, a few days earlier at the same hour.
    const oldStart = [1, 2, 3, 7]
      .map((days) => fromAxis(toAxis(row.start) - days * 1440))
      .find((start) => {
        const date = start.slice(0, 10)
        const own = { start: toAxis(start), end: toAxis(start) + minutes }
        return workingDay(doctor, date, input.blocked).windows.some(
          (w) => own.start >= toAxis(at(date, w.start)) && own.end <= toAxis(at(date, w.end)),
        )
      })
    if (!oldStart) continue
    const oldEnd = fromAxis(toAxis(oldStart) + minutes)
    const newCreated = new Date(row.createdAt)
    const oldCreated = new Date(newCreated.getTime() - faker.number.int({ min: 2, max: 10 }) * 86_400_000)
    const id = faker.string.uuid()
    const { history } = historyFor(
      faker,
      { start: oldStart, end: oldEnd, doctorId: row.doctorId },
      'scheduled',
      now,
      input,
      oldCreated,
      'create',
    )
    history.push({
      at: iso(newCreated),
      from: 'scheduled',
      to: 'rescheduled',
      event: 'reschedule',
      by: input.deskUserId,
      reason: `→ ${row.start}`,
    })
    extra.push({
      ...row,
      id,
      start: oldStart,
      end: oldEnd,
      state: 'rescheduled',
      notes: '',
      cancelReason: null,
      rescheduledFromId: null,
      rescheduledToId: row.id,
      history,
      createdAt: iso(oldCreated),
    })
    row.rescheduledFromId = id
    row.history = [{ ...row.history[0]!, event: 'reschedule' }, ...row.history.slice(1)]
  }
  return [...rows, ...extra]
}
