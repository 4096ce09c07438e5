import { dateFormat, numberFormat } from '@/lib/intl'
/** Number formats of the dashboards, in the user's language. */
export function formatters(lang: string) {
  const nf = (options: Intl.NumberFormatOptions) => numberFormat(lang, options)
  return {
    number: (n: number, digits = 0) => nf({ maximumFractionDigits: digits, minimumFractionDigits: digits }).format(n),
    money: (n: number, digits = 2) =>
      nf({
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      }).format(n),
    compact: (n: number) => nf({ notation: 'compact', maximumFractionDigits: 1 }).format(n),
    compactMoney: (n: number) =>
      nf({ style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 2 }).format(n),
    percent: (n: number, digits = 0) =>
      nf({ style: 'percent', maximumFractionDigits: digits, minimumFractionDigits: digits }).format(n / 100),
    date: (
      iso: string | number | Date,
      options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
    ) => dateFormat(lang, options).format(new Date(iso)),
    scheduleTime: (time: string) => scheduleTime(time, lang),
  }
}

/**
 * A schedule entry's time as the template's data writes it ('10:30 AM', 'in 32 minutes') said in `lang`
 * ('10:30', '32 dakika sonra'); anything else is shown as it came.
 */
export function scheduleTime(time: string, lang: string): string {
  const clock = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)
  if (clock) {
    const hour = (Number(clock[1]) % 12) + (clock[3] === 'PM' ? 12 : 0)
    const at = new Date(2000, 0, 1, hour, Number(clock[2]))
    return dateFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(at)
  }
  const soon = /^in (\d+) (minute|hour)s?$/.exec(time)
  if (soon) return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(Number(soon[1]), soon[2] as 'minute')
  return time
}
export type Formatters = ReturnType<typeof formatters>

/** How far `value` is toward `limit`, in percent, capped at 100 for bars (the text still shows the overshoot). */
export const progressOf = (value: number, limit: number) =>
  limit > 0 ? Math.min(100, Math.max(0, (value / limit) * 100)) : 0
