import { describe, expect, it } from 'vitest'
import { formatters, progressOf, scheduleTime } from './format'

describe('dashboard formats', () => {
  it('formats money, compact numbers and percents in the language given', () => {
    const en = formatters('en')
    expect(en.money(1358.75)).toBe('$1,358.75')
    expect(en.money(-927.43)).toBe('-$927.43')
    expect(en.compact(148752956966)).toBe('148.8B')
    expect(en.percent(38.33, 2)).toBe('38.33%')
    expect(formatters('es').number(46085)).toBe('46.085')
  })

  it('says the schedule times of the data in the reader’s language', () => {
    expect(scheduleTime('05:30 PM', 'en')).toBe('05:30 PM')
    expect(scheduleTime('05:30 PM', 'es')).toBe('17:30')
    expect(scheduleTime('12:10 PM', 'tr')).toBe('12:10')
    expect(scheduleTime('in 32 minutes', 'tr')).toBe('32 dakika sonra')
    expect(scheduleTime('in 32 minutes', 'es')).toBe('dentro de 32 minutos')
    expect(scheduleTime('all day', 'es')).toBe('all day')
  })

  it('caps progress bars at 0 and 100 but keeps the share in between', () => {
    expect(progressOf(11763.34, 20000)).toBeCloseTo(58.8, 1)
    expect(progressOf(1789.22, 1000)).toBe(100)
    expect(progressOf(-5, 10)).toBe(0)
    expect(progressOf(5, 0)).toBe(0)
  })
})
