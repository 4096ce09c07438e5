import { describe, expect, it } from 'vitest'
import { upcomingFirst } from './holiday-order'

describe('upcomingFirst', () => {
  it('lists the running and coming holidays soonest first, then the past ones latest first', () => {
    const periods = [
      { from: '2025-01-01', to: '2025-01-01', reason: 'Año nuevo 2025' },
      { from: '2026-12-25', to: '2026-12-25', reason: 'Navidad' },
      { from: '2026-11-20', to: '2026-11-26', reason: 'Obras' },
      { from: '2026-05-01', to: '2026-05-01', reason: 'Día del trabajo' },
      { from: '2026-12-08', to: '2026-12-08', reason: 'Inmaculada' },
    ]
    expect(upcomingFirst(periods, '2026-11-24').map((p) => p.reason)).toEqual([
      'Obras',
      'Inmaculada',
      'Navidad',
      'Día del trabajo',
      'Año nuevo 2025',
    ])
  })
})
