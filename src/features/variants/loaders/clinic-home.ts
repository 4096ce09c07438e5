import type { Role } from '@/shared/schemas/auth'
import { FINAL_STATES } from '@/shared/constants/clinic/appointments'
import { addDays, localDate, localDateTime } from '@/shared/clinic/time'
import { getClinicShowcase, getMyAppointments } from '../api/clinic'
import { settle } from '../lib/settle'

export interface ClinicHomeDeps {
  /** The signed-in person's role: a patient also sees its next appointments. */
  role?: Role
}

/** How far ahead a patient's next appointments are looked for, and how many are shown. */
export const UPCOMING_DAYS = 90
export const UPCOMING_SHOWN = 3

async function nextAppointments(now: Date) {
  const items = await getMyAppointments(localDate(now), addDays(localDate(now), UPCOMING_DAYS))
  const at = localDateTime(now)
  return items.filter((a) => !FINAL_STATES.includes(a.state) && a.start >= at).slice(0, UPCOMING_SHOWN)
}

/** Everything the clinic's home shows, each part settled on its own. */
export async function loadClinicHome({ role }: ClinicHomeDeps, now = new Date()) {
  const [showcase, upcoming] = await Promise.all([
    settle(getClinicShowcase()),
    role === 'patient' ? settle(nextAppointments(now)) : undefined,
  ])
  return { showcase, upcoming }
}
