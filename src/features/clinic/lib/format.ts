import { numberFormat } from '@/lib/intl'
/** Prices of the clinic's catalogue and products. */
export function money(value: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).format(value)
}

export function count(value: number, language: string): string {
  return numberFormat(language).format(value)
}

/** "45 min", "1 h 30 min". */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (!h) return `${m} min`
  return m ? `${h} h ${m} min` : `${h} h`
}
