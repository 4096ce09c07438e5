import type { Course } from '@/shared/schemas/academy'

export interface CourseFilter {
  /** A category slug, or 'all'. */
  category: string
  query: string
  hideCompleted: boolean
}

/** A course counts as completed once the learner has finished it at least once. */
export const isCompleted = (c: Course) => c.progress.completed > 0

/** The courses a filter shows, in catalogue order: category, then words of the title or description, then completion. */
export function filterCourses(courses: Course[], { category, query, hideCompleted }: CourseFilter): Course[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  return courses.filter(
    (c) =>
      (category === 'all' || c.category === category) &&
      (!hideCompleted || !isCompleted(c)) &&
      words.every((w) => c.title.toLowerCase().includes(w) || c.description.toLowerCase().includes(w)),
  )
}

/** How far into the course the learner is, in percent (the current step counts as begun, not done). */
export const progressPercent = (c: Pick<Course, 'progress' | 'totalSteps'>) =>
  c.totalSteps > 0 ? Math.round((c.progress.currentStep / c.totalSteps) * 100) : 0
