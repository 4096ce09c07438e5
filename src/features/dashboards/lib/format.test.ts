import { describe, expect, it } from 'vitest'
import { formatters, progressOf } from './format'

describe('dashboard formats', () => {
  it('formats money, compact numbers and percents in the language given', () => {
    const en = formatters('en')
    expect(en.money(1358.75)).toBe('$1,358.75')
    expect(en.money(-927.43)).toBe('-$927.43')
    expect(en.compact(148752956966)).toBe('148.8B')
    expect(en.percent(38.33, 2)).toBe('38.33%')
    expect(formatters('es').number(46085)).toBe('46.085')
  })

  it('caps progress bars at 0 and 100 but keeps the share in between', () => {
    expect(progressOf(11763.34, 20000)).toBeCloseTo(58.8, 1)
    expect(progressOf(1789.22, 1000)).toBe(100)
    expect(progressOf(-5, 10)).toBe(0)
    expect(progressOf(5, 0)).toBe(0)
  })
})
