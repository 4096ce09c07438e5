import { format as formatDate, parseISO } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { es } from 'date-fns/locale/es'
import { tr } from 'date-fns/locale/tr'
import type { Locale } from 'date-fns'
import { useTranslation } from 'react-i18next'
import { localDate, localDateTime } from '@/shared/clinic/time'

const LOCALES: Record<string, Locale> = { en: enUS, es, tr }

export const localeOf = (language: string): Locale => LOCALES[language.slice(0, 2)] ?? enUS

/** The date-fns locale of the current language. */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation()
  return localeOf(i18n.language)
}

/** The clinic's local today (YYYY-MM-DD) and now (YYYY-MM-DDTHH:mm). */
export const today = () => localDate(new Date())
export const nowWall = () => localDateTime(new Date())

/** A wall-clock string (date or date-time) as a local Date, for calendars and date-fns. */
export const wallToDate = (wall: string): Date => parseISO(wall.length === 10 ? `${wall}T00:00` : wall)
export const dateToWall = (d: Date): string => localDateTime(d)
export const dateToDay = (d: Date): string => localDate(d)

/** Formats a wall-clock string with a date-fns pattern in a locale. */
export const fmt = (wall: string, pattern: string, locale: Locale) => formatDate(wallToDate(wall), pattern, { locale })

const cap = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1)

// A weekday with its date, without the year, as each language writes it.
const DAY_LONG: Record<string, string> = { es: "EEEE d 'de' MMMM", en: 'EEEE, MMMM d', tr: 'd MMMM EEEE' }

/** "Lunes 10 de marzo" / "Monday, March 10" / "10 Mart Pazartesi". */
export const fmtDay = (wall: string, locale: Locale) =>
  cap(fmt(wall, DAY_LONG[locale.code?.slice(0, 2) ?? 'en'] ?? DAY_LONG.en!, locale))

/** "Lunes 10 de marzo · 10:00": when an appointment is, as a list or a message names it. */
export const fmtWhen = (wall: string, locale: Locale) => `${fmtDay(wall, locale)} · ${wall.slice(11, 16)}`

/** The full localized date with weekday and year, capitalised. */
export const fmtFull = (wall: string, locale: Locale) => cap(fmt(wall, 'PPPP', locale))

/** Formats a UTC instant (audit stamps) in the device's zone. */
export const fmtInstant = (instant: string, pattern: string, locale: Locale) =>
  formatDate(new Date(instant), pattern, { locale })

/** Whole years from a birth date to today. */
export function ageOf(birthDate: string, on = today()): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = on.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}
