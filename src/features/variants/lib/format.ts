import { dateFormat, numberFormat } from '@/lib/intl'
// Dates, times and prices in the reader's language, with Intl (no locale data in the bundle).

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

export const time = (iso: string | Date, lng: string) =>
  dateFormat(lng, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso))

/** 'Today', 'Tomorrow' or a short weekday and date. */
export function day(
  iso: string | Date,
  lng: string,
  words: { today: string; tomorrow: string },
  now = new Date(),
): string {
  const d = new Date(iso)
  if (sameDay(d, now)) return words.today
  if (sameDay(d, new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1))) return words.tomorrow
  return dateFormat(lng, { weekday: 'short', day: 'numeric', month: 'short' }).format(d)
}

export const longDate = (iso: string | Date, lng: string) =>
  dateFormat(lng, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso))

export const weekday = (d: Date, lng: string) => dateFormat(lng, { weekday: 'short' }).format(d)

export const price = (euros: number, lng: string) =>
  numberFormat(lng, { style: 'currency', currency: 'EUR', maximumFractionDigits: euros % 1 ? 2 : 0 }).format(euros)

/** Local 'yyyy-MM-dd' of a date. */
export const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/** A local date from 'yyyy-MM-dd' (noon, so that no time zone shifts the day). */
export const fromIsoDay = (s: string) => new Date(`${s}T12:00:00`)
