import type { TimeRange } from '../schemas/clinic/doctors'
import type { RuleName } from '../schemas/clinic/common'
import { isLive } from '../constants/clinic/appointments'
import { checkBooking, checkDoctorTime, occupied, type BookingRequest, type BookingWorld } from './rules'
import { at, fromAxis, toAxis } from './time'
import { workingDay } from './working-time'

export interface FreeSlots {
  windows: TimeRange[]
  slots: string[]
  unavailable: { rule: RuleName; message: string } | null
}

/**
 * Free start times of a procedure with a doctor on a date: the doctor's grid (every `slotMinutes` from
 * each window's start) plus the first moment after each booked appointment, kept when every booking
 * rule passes. `req.start` is ignored.
 */
export function freeSlots(
  req: Omit<BookingRequest, 'start'> & { doctor: BookingRequest['doctor'] & { slotMinutes: number } },
  date: string,
  world: BookingWorld,
): FreeSlots {
  const day = workingDay(req.doctor, date, world.blocked)
  const firstStart = day.windows[0] ? at(date, day.windows[0].start) : `${date}T00:00`
  // Checked once for the day so that a closed day answers why instead of an empty list.
  const dayProblem = checkDoctorTime({ ...req, start: firstStart }, world.blocked)
  if (dayProblem && dayProblem.rule !== 'outside-hours' && dayProblem.rule !== 'break') {
    return { windows: day.windows, slots: [], unavailable: { rule: dayProblem.rule, message: dayProblem.message } }
  }
  const duration = req.procedure.durationMinutes
  const step = Math.max(5, req.doctor.slotMinutes)
  const candidates = new Set<number>()
  for (const w of day.windows) {
    const ws = toAxis(at(date, w.start))
    const we = toAxis(at(date, w.end))
    for (let t = ws; t + duration <= we; t += step) candidates.add(t)
  }
  // Right after an appointment (its buffer after, then ours before) is a natural start off the grid.
  for (const a of world.appointments) {
    if (a.id === world.excludeId || !isLive(a.state) || a.start.slice(0, 10) !== date) continue
    candidates.add(occupied(a).end + req.procedure.bufferBeforeMinutes)
  }
  const slots = [...candidates]
    .sort((x, y) => x - y)
    .map(fromAxis)
    .filter((start) => start.slice(0, 10) === date && !checkBooking({ ...req, start }, world))
  const dayEnd = day.windows.at(-1)
  const past = slots.length === 0 && dayEnd && `${date}T${dayEnd.end}` <= world.now
  return {
    windows: day.windows,
    slots,
    unavailable: past ? { rule: 'past', message: `past: ${date} is over` } : null,
  }
}
