import { addDays, endOfWeek, startOfWeek } from 'date-fns'
import type { Locale } from 'date-fns'
import { dateToDay, wallToDate } from '../lib/dates'

export type AgendaView = 'day' | 'week' | 'list'

/** The days an agenda view covers: the day, or the locale's week around it (the list shows a week from the day). */
export function rangeOf(view: AgendaView, date: string, locale: Locale): { from: string; to: string } {
  const d = wallToDate(date)
  if (view === 'day') return { from: date, to: date }
  if (view === 'list') return { from: date, to: dateToDay(addDays(d, 6)) }
  return { from: dateToDay(startOfWeek(d, { locale })), to: dateToDay(endOfWeek(d, { locale })) }
}

/** The date one step back or forward in a view. */
export function stepDate(view: AgendaView, date: string, direction: 1 | -1): string {
  return dateToDay(addDays(wallToDate(date), (view === 'day' ? 1 : 7) * direction))
}
