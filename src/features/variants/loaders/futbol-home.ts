import { getMatches, getSquad, getTrainings } from '../api/futbol'
import { settle } from '../lib/settle'

/** Everything /futbol/home shows, each part settled on its own. */
export async function loadFutbolHome() {
  const [upcoming, played, trainings, squad] = await Promise.all([
    settle(getMatches('upcoming')),
    settle(getMatches('played')),
    settle(getTrainings()),
    settle(getSquad()),
  ])
  return { upcoming, played, trainings, squad }
}
