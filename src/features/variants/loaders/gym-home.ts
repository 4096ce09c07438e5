import { getGymClasses, getGymPlans, getGymTrainers, getMembership } from '../api/gym'
import { isoDay } from '../lib/format'
import { settle } from '../lib/settle'

export interface GymHomeDeps {
  /** The day shown, `yyyy-MM-dd`; today when not given. */
  date?: string
  /** The signed-in user: the classes say which are theirs, and the membership is theirs. */
  user?: string
}

/** Everything /gym/home shows, each part settled on its own. */
export async function loadGymHome({ date = isoDay(new Date()), user }: GymHomeDeps) {
  const [classes, trainers, plans, membership] = await Promise.all([
    settle(getGymClasses(date)),
    settle(getGymTrainers()),
    settle(getGymPlans()),
    // A guest has none: the card invites them to sign in.
    user ? settle(getMembership()) : undefined,
  ])
  return { date, classes, trainers, plans, membership }
}
