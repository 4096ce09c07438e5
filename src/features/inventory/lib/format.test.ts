import { describe, expect, it } from 'vitest'
import { formatPrice, stockLevel } from './format'

describe('inventory formatting', () => {
  it('formats prices per language and blanks as a dash', () => {
    expect(formatPrice(1346.8, 'en')).toBe('$1,346.80')
    expect(formatPrice(1346.8, 'es')).toMatch(/1346,80|1\.346,80/)
    expect(formatPrice('', 'en')).toBe('—')
  })

  it('grades stock as out, low (under 20) or ok', () => {
    expect(stockLevel('')).toBe('out')
    expect(stockLevel(0)).toBe('out')
    expect(stockLevel(19)).toBe('low')
    expect(stockLevel(20)).toBe('ok')
  })
})
