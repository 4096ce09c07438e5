import { describe, expect, it } from 'vitest'
import type { Activity } from '@/shared/schemas/dashboards'
import { groupByDay } from './group'

const at = (id: string, date: Date): Activity => ({ id, description: id, date: date.toISOString() })

describe('groupByDay', () => {
  it('groups by local day, newest first, counting days back from today', () => {
    const now = new Date(2025, 2, 15, 10, 0)
    const groups = groupByDay(
      [
        at('old', new Date(2025, 2, 11, 9)),
        at('a', new Date(2025, 2, 15, 9, 35)),
        at('y', new Date(2025, 2, 14, 23, 59)),
        at('b', new Date(2025, 2, 15, 0, 1)),
      ],
      now,
    )
    expect(groups.map((g) => [g.daysAgo, g.items.map((i) => i.id)])).toEqual([
      [0, ['a', 'b']],
      [1, ['y']],
      [4, ['old']],
    ])
    expect(groups[0]!.day).toBe('2025-03-15')
  })

  it('gives nothing for no activities', () => {
    expect(groupByDay([], new Date())).toEqual([])
  })
})
