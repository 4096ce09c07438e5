import { describe, expect, it } from 'vitest'
import type { Course } from '@/shared/schemas/academy'
import { filterCourses, progressPercent } from './filter'

const course = (over: Partial<Course>): Course => ({
  id: 'x',
  title: 'T',
  slug: 't',
  description: 'D',
  category: 'web',
  duration: 30,
  totalSteps: 11,
  updatedAt: '2025-01-01',
  featured: false,
  progress: { currentStep: 0, completed: 0 },
  ...over,
})

const list = [
  course({ id: 'a', title: 'Modern React Fundamentals', category: 'web', progress: { currentStep: 3, completed: 2 } }),
  course({ id: 'b', title: 'Realtime Chat with Firebase', description: 'A small chat app', category: 'firebase' }),
  course({ id: 'c', title: 'Building a gRPC Service', category: 'cloud', description: 'Serve a contract over gRPC' }),
]

describe('filterCourses', () => {
  it('keeps catalogue order and filters by category', () => {
    expect(filterCourses(list, { category: 'all', query: '', hideCompleted: false }).map((c) => c.id)).toEqual([
      'a',
      'b',
      'c',
    ])
    expect(filterCourses(list, { category: 'firebase', query: '', hideCompleted: false }).map((c) => c.id)).toEqual([
      'b',
    ])
  })

  it('matches every word of the query in the title or description, ignoring case', () => {
    expect(
      filterCourses(list, { category: 'all', query: 'CHAT small', hideCompleted: false }).map((c) => c.id),
    ).toEqual(['b'])
    expect(filterCourses(list, { category: 'all', query: 'grpc', hideCompleted: false }).map((c) => c.id)).toEqual([
      'c',
    ])
    expect(filterCourses(list, { category: 'web', query: 'grpc', hideCompleted: false })).toEqual([])
  })

  it('hides courses finished at least once when asked', () => {
    expect(filterCourses(list, { category: 'all', query: '', hideCompleted: true }).map((c) => c.id)).toEqual([
      'b',
      'c',
    ])
  })
})

describe('progressPercent', () => {
  it('is the share of steps before the current one', () => {
    expect(progressPercent({ totalSteps: 11, progress: { currentStep: 0, completed: 0 } })).toBe(0)
    expect(progressPercent({ totalSteps: 11, progress: { currentStep: 3, completed: 0 } })).toBe(27)
    expect(progressPercent({ totalSteps: 0, progress: { currentStep: 0, completed: 0 } })).toBe(0)
  })
})
