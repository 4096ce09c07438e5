import type { Amount } from '@/shared/schemas/inventory'
import { numberFormat } from '@/lib/intl'

/** A price in the reader's language (the demo's prices are in US dollars); '' shows as a dash. */
export function formatPrice(value: Amount, language: string): string {
  if (value === '') return '—'
  return numberFormat(language, { style: 'currency', currency: 'USD' }).format(value)
}

export type StockLevel = 'out' | 'low' | 'ok'

/** Below 20 in stock is low, as the template's inventory colours it. */
export function stockLevel(stock: Amount): StockLevel {
  if (stock === '' || stock <= 0) return 'out'
  return stock < 20 ? 'low' : 'ok'
}

export const IMAGE_MAX_LABEL = '1 MB'
