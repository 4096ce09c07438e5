/**
 * Wall-clock time math. Local strings are turned into whole minutes on a zone-free axis (parsed as if
 * UTC), so adding minutes or days never meets a DST jump and intervals compare as plain numbers.
 */

const pad = (n: number) => String(n).padStart(2, '0')

/** Minutes since 1970-01-01T00:00 on the zone-free axis for a `YYYY-MM-DDTHH:mm` string. */
export function toAxis(dateTime: string): number {
  const y = Number(dateTime.slice(0, 4))
  const mo = Number(dateTime.slice(5, 7))
  const d = Number(dateTime.slice(8, 10))
  const h = Number(dateTime.slice(11, 13) || 0)
  const mi = Number(dateTime.slice(14, 16) || 0)
  return Date.UTC(y, mo - 1, d, h, mi) / 60_000
}

/** The `YYYY-MM-DDTHH:mm` string of a point on the axis. */
export function fromAxis(minutes: number): string {
  const t = new Date(minutes * 60_000)
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`
}

export const addMinutes = (dateTime: string, minutes: number) => fromAxis(toAxis(dateTime) + minutes)

export const dateOf = (dateTime: string) => dateTime.slice(0, 10)
export const timeOf = (dateTime: string) => dateTime.slice(11, 16)
export const at = (date: string, time: string) => `${date}T${time}`

/** `HH:mm` → minutes after midnight. */
export const timeToMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
export const minutesToTime = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`

export function addDays(date: string, days: number): string {
  return fromAxis(toAxis(`${date}T00:00`) + days * 1440).slice(0, 10)
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(toAxis(`${date}T00:00`) * 60_000).getUTCDay()
  return day === 0 ? 7 : day
}

/** Every date from `from` to `to`, both included. */
export function eachDate(from: string, to: string): string[] {
  const out: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d)
  return out
}

/** The local wall-clock moment of a Date (the device's zone): the server's "now". */
export function localDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export const localDate = (d: Date) => localDateTime(d).slice(0, 10)

/** A half-open interval `[start, end)` on the axis, in minutes. */
export interface Interval {
  start: number
  end: number
}

/** Half-open overlap: touching ends do not overlap. */
export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end

export const contains = (outer: Interval, inner: Interval) => outer.start <= inner.start && inner.end <= outer.end
