import type { BlockedPeriod } from '@/shared/schemas/clinic/blocked-periods'

type Period = Pick<BlockedPeriod, 'from' | 'to'>

/**
 * Holidays as the desk plans with them: the current and coming ones first, soonest at the top; then the
 * past ones, latest first.
 */
export function upcomingFirst<P extends Period>(periods: readonly P[], today: string): P[] {
  const upcoming = periods.filter((p) => p.to >= today).sort((a, b) => a.from.localeCompare(b.from))
  const past = periods.filter((p) => p.to < today).sort((a, b) => b.from.localeCompare(a.from))
  return [...upcoming, ...past]
}
