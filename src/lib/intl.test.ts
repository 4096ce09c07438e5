import { describe, expect, it } from 'vitest'
import { dateFormat, numberFormat } from './intl'

describe('shared Intl formatters', () => {
  it('builds one formatter per language and options, and formats as a new one would', () => {
    const options = { style: 'currency', currency: 'USD' } as const
    expect(numberFormat('es', options)).toBe(numberFormat('es', { style: 'currency', currency: 'USD' }))
    expect(numberFormat('en', options)).not.toBe(numberFormat('es', options))
    expect(numberFormat('es', options).format(1234.5)).toBe(new Intl.NumberFormat('es', options).format(1234.5))
    expect(dateFormat('es', { dateStyle: 'long' })).toBe(dateFormat('es', { dateStyle: 'long' }))
    expect(dateFormat('es', { dateStyle: 'long' })).not.toBe(dateFormat('es', { dateStyle: 'short' }))
  })
})
