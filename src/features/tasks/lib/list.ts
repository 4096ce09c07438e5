import type { Task } from '@/shared/schemas/tasks'

/** Tasks not yet completed (sections are headers, not tasks). */
export const remainingCount = (tasks: readonly Task[]) => tasks.filter((t) => t.type === 'task' && !t.completed).length

/** For each section id, the remaining tasks under it (up to the next section). */
export function remainingBySection(tasks: readonly Task[]): Map<string, number> {
  const counts = new Map<string, number>()
  let current: string | undefined
  for (const t of tasks) {
    if (t.type === 'section') {
      current = t.id
      counts.set(t.id, 0)
    } else if (current && !t.completed) counts.set(current, counts.get(current)! + 1)
  }
  return counts
}

/** The list with the item at `from` moved to `to` (indexes in the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item === undefined) return next
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item)
  return next
}
