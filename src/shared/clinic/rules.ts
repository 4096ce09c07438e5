import type { Appointment } from '../schemas/clinic/appointments'
import { isLive } from '../constants/clinic/appointments'
import type { RuleConflict, RuleName, RuleParams } from '../schemas/clinic/common'
import type { BlockedPeriod } from '../schemas/clinic/blocked-periods'
import type { Doctor } from '../schemas/clinic/doctors'
import type { Procedure } from '../schemas/clinic/catalog'
import { addMinutes, at, contains, dateOf, overlaps, timeOf, timeToMinutes, toAxis, type Interval } from './time'
import { workingDay } from './working-time'

/** What the overlap rules need of an appointment. */
export type BookedSlot = Pick<
  Appointment,
  'id' | 'start' | 'end' | 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'state' | 'doctorId' | 'patientId'
>

export interface Violation {
  rule: RuleName
  message: string
  clash?: Clash
  params?: RuleParams
}

/** The appointment a booking meets, and the name of whoever is double-booked (the doctor or the patient). */
export type Clash = NonNullable<RuleConflict['clash']>

export interface BookingRequest {
  start: string
  patient: { id: string; active: boolean; fullName?: string } | null
  doctor: Pick<Doctor, 'id' | 'name' | 'active' | 'procedureIds' | 'plan' | 'exceptions'>
  procedure: Pick<
    Procedure,
    'id' | 'name' | 'active' | 'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'
  >
}

export interface BookingWorld {
  /** Local wall-clock now. */
  now: string
  blocked: Array<Pick<BlockedPeriod, 'from' | 'to' | 'reason'>>
  /** Appointments of the doctor and of the patient near the day; non-live ones are ignored. */
  appointments: BookedSlot[]
  /** An appointment being rescheduled: its own time does not count. */
  excludeId?: string
}

/** The interval an appointment holds: its own time widened by its buffers. */
export const occupied = (
  a: Pick<BookedSlot, 'start' | 'end' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
): Interval => ({
  start: toAxis(a.start) - a.bufferBeforeMinutes,
  end: toAxis(a.end) + a.bufferAfterMinutes,
})

const clashOf = (a: BookedSlot, name: string): Clash => ({
  id: a.id,
  start: a.start,
  end: a.end,
  doctorId: a.doctorId,
  patientId: a.patientId,
  name,
})

/** "doctor-overlap: Dra. Venegas already has an appointment on 2030-01-14 at 10:00": who and when, not an id. */
const alreadyBooked = (rule: RuleName, name: string, a: BookedSlot) =>
  `${rule}: ${name} already has an appointment on ${dateOf(a.start)} at ${timeOf(a.start)}`

/** Checks everything but the overlaps and the clock: can this doctor do this procedure then at all? */
export function checkDoctorTime(req: BookingRequest, blocked: BookingWorld['blocked']): Violation | null {
  const { doctor, procedure, start } = req
  if (req.patient && !req.patient.active)
    return { rule: 'patient-inactive', message: 'patient-inactive: the patient is inactive' }
  if (!doctor.active)
    return {
      rule: 'doctor-inactive',
      message: `doctor-inactive: ${doctor.name} is inactive`,
      params: { doctor: doctor.name },
    }
  if (!procedure.active)
    return {
      rule: 'procedure-inactive',
      message: `procedure-inactive: ${procedure.name} is inactive`,
      params: { procedure: procedure.name },
    }
  if (!doctor.procedureIds.includes(procedure.id)) {
    return {
      rule: 'doctor-procedure',
      message: `doctor-procedure: ${doctor.name} does not perform ${procedure.name}`,
      params: { doctor: doctor.name, procedure: procedure.name },
    }
  }
  const date = dateOf(start)
  const day = workingDay(doctor, date, blocked)
  if (!day.hours) {
    const closed = day.closed!
    const text =
      closed.rule === 'blocked-day'
        ? `the clinic is closed on ${date} (${closed.reason})`
        : closed.rule === 'exception-off'
          ? `${doctor.name} is off on ${date} (${closed.reason || 'Day off'})`
          : `${doctor.name} does not work on ${date}`
    return {
      rule: closed.rule,
      message: `${closed.rule}: ${text}`,
      params: { doctor: doctor.name, date, ...(closed.reason ? { reason: closed.reason } : {}) },
    }
  }
  const end = addMinutes(start, procedure.durationMinutes)
  const own: Interval = { start: toAxis(start), end: toAxis(end) }
  const inWindow = day.windows.some((w) =>
    contains({ start: toAxis(at(date, w.start)), end: toAxis(at(date, w.end)) }, own),
  )
  if (inWindow) return null
  const hours: Interval = { start: toAxis(at(date, day.hours.start)), end: toAxis(at(date, day.hours.end)) }
  if (!contains(hours, own)) {
    return {
      rule: 'outside-hours',
      message: `outside-hours: ${timeOf(start)}–${timeOf(end)} is outside ${doctor.name}'s hours ${day.hours.start}–${day.hours.end} on ${date}`,
      params: {
        doctor: doctor.name,
        date,
        time: `${timeOf(start)}–${timeOf(end)}`,
        hours: `${day.hours.start}–${day.hours.end}`,
      },
    }
  }
  const ownOfDay = {
    start: timeToMinutes(timeOf(start)),
    end: timeToMinutes(timeOf(start)) + procedure.durationMinutes,
  }
  const crossed = day.hours.breaks.find((b) =>
    overlaps({ start: timeToMinutes(b.start), end: timeToMinutes(b.end) }, ownOfDay),
  )
  return {
    rule: 'break',
    message: `break: ${timeOf(start)}–${timeOf(end)} crosses ${doctor.name}'s break${crossed ? ` ${crossed.start}–${crossed.end}` : ''} on ${date}`,
    params: {
      doctor: doctor.name,
      date,
      time: `${timeOf(start)}–${timeOf(end)}`,
      ...(crossed ? { hours: `${crossed.start}–${crossed.end}` } : {}),
    },
  }
}

/** The first live appointment (other than `excludeId`) whose occupied interval meets `interval`. */
export function findClash(interval: Interval, candidates: BookedSlot[], excludeId?: string): BookedSlot | undefined {
  return candidates
    .filter((a) => a.id !== excludeId && isLive(a.state) && overlaps(interval, occupied(a)))
    .sort((a, b) => a.start.localeCompare(b.start))[0]
}

/**
 * Every booking rule, in the documented order; answers the first one broken, or null. Used by the
 * create and reschedule handlers and by the free-slot search, so the three always agree.
 */
export function checkBooking(req: BookingRequest, world: BookingWorld): Violation | null {
  if (req.start < world.now)
    return {
      rule: 'past',
      message: `past: ${req.start} is before now (${world.now})`,
      params: { date: dateOf(req.start), time: timeOf(req.start) },
    }
  const timeProblem = checkDoctorTime(req, world.blocked)
  if (timeProblem) return timeProblem
  const end = addMinutes(req.start, req.procedure.durationMinutes)
  const interval = occupied({
    start: req.start,
    end,
    bufferBeforeMinutes: req.procedure.bufferBeforeMinutes,
    bufferAfterMinutes: req.procedure.bufferAfterMinutes,
  })
  const doctorClash = findClash(
    interval,
    world.appointments.filter((a) => a.doctorId === req.doctor.id),
    world.excludeId,
  )
  if (doctorClash) {
    return {
      rule: 'doctor-overlap',
      message: alreadyBooked('doctor-overlap', req.doctor.name, doctorClash),
      clash: clashOf(doctorClash, req.doctor.name),
    }
  }
  if (req.patient) {
    const patientId = req.patient.id
    const patientClash = findClash(
      interval,
      world.appointments.filter((a) => a.patientId === patientId),
      world.excludeId,
    )
    if (patientClash) {
      return {
        rule: 'patient-overlap',
        message: alreadyBooked('patient-overlap', req.patient.fullName ?? 'The patient', patientClash),
        clash: clashOf(patientClash, req.patient.fullName ?? ''),
      }
    }
  }
  return null
}
