import type { BlockedPeriod } from '../schemas/clinic/blocked-periods'
import type { Doctor, DoctorException, TimeRange } from '../schemas/clinic/doctors'
import type { RuleName } from '../schemas/clinic/common'
import { timeToMinutes, minutesToTime, weekdayOf } from './time'

export interface DayHours {
  start: string
  end: string
  breaks: TimeRange[]
}

export interface WorkingDay {
  /** The day's hours (from the plan or an exception), or null when the doctor does not work. */
  hours: DayHours | null
  /** Hours with the breaks cut out, sorted. */
  windows: TimeRange[]
  /** Why the day has no hours; `reason` as the clinic wrote it, '' when it wrote none. */
  closed: { rule: Extract<RuleName, 'blocked-day' | 'exception-off' | 'not-working'>; reason: string } | null
  source: 'plan' | 'exception' | null
}

type DoctorHours = Pick<Doctor, 'plan'> & {
  exceptions: Array<Pick<DoctorException, 'from' | 'to' | 'kind' | 'start' | 'end' | 'breaks' | 'reason'>>
}
type Blocked = Pick<BlockedPeriod, 'from' | 'to' | 'reason'>

/** The blocked period covering `date`, if any. */
export const blockedOn = (date: string, blocked: Blocked[]) => blocked.find((b) => b.from <= date && date <= b.to)

/** The exception that decides `date`: a day off wins, then the one that starts latest. */
export function exceptionOn(date: string, exceptions: DoctorHours['exceptions']) {
  const covering = exceptions.filter((e) => e.from <= date && date <= e.to)
  if (!covering.length) return undefined
  return covering.find((e) => e.kind === 'off') ?? [...covering].sort((a, b) => b.from.localeCompare(a.from))[0]
}

/** Cuts the breaks out of a day's hours. */
export function windowsOf(hours: DayHours): TimeRange[] {
  const out: TimeRange[] = []
  let cursor = timeToMinutes(hours.start)
  const end = timeToMinutes(hours.end)
  for (const b of [...hours.breaks].sort((x, y) => x.start.localeCompare(y.start))) {
    const bs = Math.max(timeToMinutes(b.start), cursor)
    const be = Math.min(timeToMinutes(b.end), end)
    if (bs > cursor) out.push({ start: minutesToTime(cursor), end: minutesToTime(bs) })
    cursor = Math.max(cursor, be)
  }
  if (cursor < end) out.push({ start: minutesToTime(cursor), end: minutesToTime(end) })
  return out
}

/** The doctor's working day: blocked periods, then exceptions (which replace the plan), then the plan. */
export function workingDay(doctor: DoctorHours, date: string, blocked: Blocked[]): WorkingDay {
  const holiday = blockedOn(date, blocked)
  if (holiday)
    return { hours: null, windows: [], closed: { rule: 'blocked-day', reason: holiday.reason }, source: null }
  const exception = exceptionOn(date, doctor.exceptions)
  if (exception?.kind === 'off') {
    return {
      hours: null,
      windows: [],
      closed: { rule: 'exception-off', reason: exception.reason },
      source: 'exception',
    }
  }
  if (exception && exception.start && exception.end) {
    const hours = { start: exception.start, end: exception.end, breaks: exception.breaks ?? [] }
    return { hours, windows: windowsOf(hours), closed: null, source: 'exception' }
  }
  const day = doctor.plan.find((p) => p.weekday === weekdayOf(date))
  if (!day) return { hours: null, windows: [], closed: { rule: 'not-working', reason: '' }, source: null }
  const hours = { start: day.start, end: day.end, breaks: day.breaks }
  return { hours, windows: windowsOf(hours), closed: null, source: 'plan' }
}
