import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { closestCorners, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core'

// Into an empty list, a card's top-left lands this far inside it, so the collision check finds that list
// rather than the gap between lists.
const INSET = 8

/**
 * Arrow keys for a card picked up from the keyboard: up and down move it within its list (dnd-kit's
 * sortable getter), left and right take it to the top of the neighbouring list. The sortable getter alone
 * searches every droppable for the nearest one in that direction, which on this board is often a card of
 * the same list, so the card never left it.
 */
export const cardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight') return sortableKeyboardCoordinates(event, args)
  event.preventDefault()
  const { active, droppableContainers, droppableRects } = args.context
  if (!active) return undefined
  const sortable = droppableContainers.get(active.id)?.data.current?.sortable as { containerId?: string } | undefined
  const lists = droppableContainers
    .getEnabled()
    .filter((c) => c.data.current?.type === 'list' && droppableRects.has(c.id))
    .sort((a, b) => droppableRects.get(a.id)!.left - droppableRects.get(b.id)!.left)
  const at = lists.findIndex((c) => c.id === sortable?.containerId)
  const next = at === -1 ? undefined : lists[at + (event.code === 'ArrowRight' ? 1 : -1)]
  if (!next) return undefined
  // Onto the list's first card exactly (its corners then match the card's own), so the collision check picks
  // that card and the card goes first; an empty list is the target itself.
  const first = droppableContainers
    .getEnabled()
    .filter(
      (c) =>
        c.id !== active.id &&
        (c.data.current?.sortable as { containerId?: string } | undefined)?.containerId === next.id &&
        droppableRects.has(c.id),
    )
    .map((c) => droppableRects.get(c.id)!)
    .sort((a, b) => a.top - b.top)[0]
  const rect = first ?? droppableRects.get(next.id)!
  return first ? { x: rect.left, y: rect.top } : { x: rect.left + INSET, y: rect.top + INSET }
}

/**
 * The nearest droppable by corners, except that a list holding cards gives way to the nearest of its cards:
 * a list and its first card overlap almost exactly, and the list winning put a card that hopped in at the
 * end instead of where it was shown.
 */
export const cardFirstCollisions: CollisionDetection = (args) => {
  const hits = closestCorners(args)
  const list = args.droppableContainers.find((c) => c.id === hits[0]?.id && c.data.current?.type === 'list')
  if (!list) return hits
  const cards = args.droppableContainers.filter(
    (c) =>
      c.id !== args.active.id &&
      (c.data.current?.sortable as { containerId?: string } | undefined)?.containerId === list.id,
  )
  return cards.length ? closestCorners({ ...args, droppableContainers: cards }) : hits
}
