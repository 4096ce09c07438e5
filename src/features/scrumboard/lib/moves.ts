import type { BoardDetail, CardView } from '@/shared/schemas/scrumboard'
import { moveTo } from './positions'

export interface CardMove {
  id: string
  listId: string
  position: number
}

/**
 * What to send when `cardId` is dropped at `index` of list `listId`: the moved card alone, or the whole
 * target list when its positions had to be renumbered.
 */
export function cardMoves(board: BoardDetail, cardId: string, listId: string, index: number): CardMove[] {
  const card = board.lists.flatMap((l) => l.cards).find((c) => c.id === cardId)
  const target = board.lists.find((l) => l.id === listId)
  if (!card || !target) return []
  const { changed } = moveTo<CardView>(target.cards, card, index, { listId })
  return changed.map((c) => ({ id: c.id, listId: c.listId, position: c.position }))
}

/** The list moves for moving list `listId` to `index` among the board's lists. */
export function listMoves(board: BoardDetail, listId: string, index: number): Array<{ id: string; position: number }> {
  const list = board.lists.find((l) => l.id === listId)
  if (!list) return []
  return moveTo(board.lists, list, index).changed.map((l) => ({ id: l.id, position: l.position }))
}

/** Card ids per list id, the shape the drag and drop works on. */
export const columnsOf = (board: BoardDetail): Record<string, string[]> =>
  Object.fromEntries(board.lists.map((l) => [l.id, l.cards.map((c) => c.id)]))
