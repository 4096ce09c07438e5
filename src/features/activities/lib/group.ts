import type { Activity } from '@/shared/schemas/dashboards'

export interface DayGroup {
  /** Local calendar day, 'yyyy-mm-dd'. */
  day: string
  /** Whole days before today: 0 today, 1 yesterday. */
  daysAgo: number
  items: Activity[]
}

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate())

/** Activities newest first, grouped by the local day they happened on. */
export function groupByDay(activities: Activity[], now: Date): DayGroup[] {
  const today = startOfDay(now).getTime()
  const groups = new Map<string, DayGroup>()
  for (const a of [...activities].sort((x, y) => Date.parse(y.date) - Date.parse(x.date))) {
    const date = new Date(a.date)
    const key = dayKey(date)
    let g = groups.get(key)
    if (!g)
      groups.set(
        key,
        (g = { day: key, daysAgo: Math.round((today - startOfDay(date).getTime()) / 86_400_000), items: [] }),
      )
    g.items.push(a)
  }
  return [...groups.values()]
}
