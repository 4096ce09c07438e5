/**
 * Position arithmetic of the scrumboard (API-CONTRACT section 12): lists and cards carry sparse numeric
 * positions stepping by 65536, so a move usually rewrites one item; when the gaps run out (a fraction, or
 * a number past 500 steps) the whole container is renumbered.
 */
import { POSITION_STEP } from '@/shared/constants/scrumboard'

export const STEP = POSITION_STEP
export const LIMIT = STEP * 500

export interface Positioned {
  id: string
  position: number
}

/** Where a new item goes: after the last one, or at STEP in an empty container. */
export function appendPosition(items: readonly Positioned[]): number {
  if (items.length === 0) return STEP
  return Math.max(...items.map((i) => i.position)) + STEP
}

/** The position for an item dropped at `index` among `others` (sorted, without the moved item). */
export function positionAt(others: readonly Positioned[], index: number): number {
  const prev = others[index - 1]
  const next = others[index]
  if (!prev) return next ? next.position / 2 : STEP
  if (!next) return prev.position + STEP
  return (prev.position + next.position) / 2
}

/** True when a position needs the container renumbered. */
export const needsRenumber = (position: number) => !Number.isInteger(position) || position >= LIMIT

export interface Move<T> {
  /** The container after the move, in order, with positions as stored after the move. */
  items: T[]
  /** What to send: just the moved item, or every item of the container when it was renumbered. */
  changed: T[]
}

/**
 * Moves `moved` to `index` of `container` (the target list's items in order; the moved item may be in
 * it, when it moves within its own list). `patch` lets the caller change other fields, e.g. listId.
 */
export function moveTo<T extends Positioned>(
  container: readonly T[],
  moved: T,
  index: number,
  patch: Partial<T> = {},
): Move<T> {
  const others = container.filter((i) => i.id !== moved.id)
  const at = Math.max(0, Math.min(index, others.length))
  const position = positionAt(others, at)
  const placed = { ...moved, ...patch, position }
  const items = [...others.slice(0, at), placed, ...others.slice(at)]
  if (!needsRenumber(position)) return { items, changed: [placed] }
  const renumbered = items.map((item, i) => ({ ...item, position: (i + 1) * STEP }))
  return { items: renumbered, changed: renumbered }
}
