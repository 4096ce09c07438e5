import { describe, expect, it } from 'vitest'
import type { Task } from '@/shared/schemas/tasks'
import { moveItem, remainingBySection, remainingCount } from './list'

const t = (id: string, type: Task['type'], completed = false) => ({ id, type, completed }) as Task

describe('tasks list helpers', () => {
  const list = [
    t('s1', 'section'),
    t('a', 'task'),
    t('b', 'task', true),
    t('s2', 'section'),
    t('c', 'task'),
    t('d', 'task'),
  ]

  it('counts remaining tasks overall and per section', () => {
    expect(remainingCount(list)).toBe(3)
    expect([...remainingBySection(list)]).toEqual([
      ['s1', 1],
      ['s2', 2],
    ])
  })

  it('moves an item up or down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a'])
  })
})
