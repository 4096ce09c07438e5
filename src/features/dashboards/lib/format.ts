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
  }
}
export type Formatters = ReturnType<typeof formatters>

/** How far `value` is toward `limit`, in percent, capped at 100 for bars (the text still shows the overshoot). */
export const progressOf = (value: number, limit: number) =>
  limit > 0 ? Math.min(100, Math.max(0, (value / limit) * 100)) : 0
