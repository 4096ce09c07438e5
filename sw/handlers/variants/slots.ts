import { BOOKING_HORIZON_DAYS, SLOT_STEP_MIN, type Barber, type BarberAppointment } from '@/shared/schemas/variants'
import { addMinutes, at, dayOf, minutes } from './time'

type Busy = Pick<BarberAppointment, 'startsAt' | 'endsAt' | 'status'>

const overlaps = (start: Date, end: Date, a: Busy) =>
  a.status === 'booked' && start < new Date(a.endsAt) && new Date(a.startsAt) < end

/** Whether a service of `durationMin` can start at `start`: a working day, on the grid, in hours, free. */
export function fits(barber: Barber, busy: Busy[], start: Date, durationMin: number, now: Date): boolean {
  if (start <= now) return false
  const date = dayOf(start)
  if (!barber.workDays.includes(start.getDay())) return false
  const offset = start.getHours() * 60 + start.getMinutes() - minutes(barber.opensAt)
  if (offset < 0 || offset % SLOT_STEP_MIN !== 0 || start.getSeconds() !== 0 || start.getMilliseconds() !== 0)
    return false
  const end = addMinutes(start, durationMin)
  if (end > at(date, barber.closesAt)) return false
  return !busy.some((a) => overlaps(start, end, a))
}

/** The free start times of a day for a service of `durationMin`. */
export function freeSlots(barber: Barber, busy: Busy[], date: string, durationMin: number, now: Date): Date[] {
  const out: Date[] = []
  const close = at(date, barber.closesAt)
  for (let t = at(date, barber.opensAt); addMinutes(t, durationMin) <= close; t = addMinutes(t, SLOT_STEP_MIN)) {
    if (fits(barber, busy, t, durationMin, now)) out.push(t)
  }
  return out
}

/** The first free start time from now on, looking BOOKING_HORIZON_DAYS ahead; null when fully booked. */
export function nextFreeSlot(barber: Barber, busy: Busy[], durationMin: number, now: Date): Date | null {
  for (let d = 0; d < BOOKING_HORIZON_DAYS; d++) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + d, 12)
    const first = freeSlots(barber, busy, dayOf(day), durationMin, now)[0]
    if (first) return first
  }
  return null
}
