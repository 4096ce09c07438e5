import type { BlockedPeriod } from '../schemas/clinic/blocked-periods'
import type { Doctor } from '../schemas/clinic/doctors'
import { at, fromAxis, toAxis } from './time'
import { workingDay } from './working-time'

export interface GridSlot {
  start: string
  end: string
}

/**
 * A doctor's bookable grid on a date: each working window cut into `slotMinutes` pieces from its start;
 * a last piece shorter than the step is dropped.
 */
export function scheduleGrid(
  doctor: Pick<Doctor, 'plan' | 'exceptions' | 'slotMinutes'>,
  date: string,
  blocked: Array<Pick<BlockedPeriod, 'from' | 'to' | 'reason'>>,
): GridSlot[] {
  const day = workingDay(doctor, date, blocked)
  const step = Math.max(5, doctor.slotMinutes)
  const out: GridSlot[] = []
  for (const w of day.windows) {
    const end = toAxis(at(date, w.end))
    for (let t = toAxis(at(date, w.start)); t + step <= end; t += step)
      out.push({ start: fromAxis(t), end: fromAxis(t + step) })
  }
  return out
}
