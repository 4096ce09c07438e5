import type { IconSet } from '@/shared/schemas/dashboards'

/** A name cut after each '-' or '_', where a label may wrap: 'account_circle' -> ['account_', 'circle']. */
export const nameParts = (name: string): string[] => name.match(/[^-_]+[-_]*|[-_]+/g) ?? [name]

/** The name to use in code: `namespace:name`, or the bare name for the set without a namespace. */
export const fullName = (set: Pick<IconSet, 'namespace'>, name: string) =>
  set.namespace ? `${set.namespace}:${name}` : name

/** Icon size in pixels of the set's grid class (`icon-size-6` is 24 px, 4 px per step). */
export function gridSize(grid: string): number {
  const step = Number(/icon-size-(\d+)/.exec(grid)?.[1])
  return Number.isFinite(step) && step > 0 ? step * 4 : 24
}

/**
 * Names holding every word of the query, names that start with it first; the order is otherwise kept. A pasted
 * full name (`feather:mail`) searches for its name part.
 */
export function searchIcons(list: string[], query: string): string[] {
  const words = query
    .slice(query.lastIndexOf(':') + 1)
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
  if (!words.length) return list
  const hits = list.filter((n) => words.every((w) => n.includes(w)))
  return [...hits.filter((n) => n.startsWith(words[0]!)), ...hits.filter((n) => !n.startsWith(words[0]!))]
}
