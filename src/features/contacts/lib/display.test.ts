import { describe, expect, it } from 'vitest'
import { bannerOf, formatBirthday } from './display'

describe('contact display helpers', () => {
  it('keeps the birthday day whatever the time zone', () => {
    expect(formatBirthday('1975-01-10T12:00:00.000Z', 'en')).toBe('January 10, 1975')
    expect(formatBirthday('1975-01-10', 'es')).toBe('10 de enero de 1975')
  })
  it('gives the same banner for the same id', () => {
    expect(bannerOf('abc')).toBe(bannerOf('abc'))
    expect(bannerOf('abc')).toMatch(/^linear-gradient/)
  })
})
