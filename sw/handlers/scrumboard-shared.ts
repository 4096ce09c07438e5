// Reads and helpers the scrumboard's board and card routes share.
import type Dexie from 'dexie'
import { putRow } from '@/shared/db/mutate'
import type { Board, BoardDetail, BoardLabel, BoardList, Card, CardView, Member } from '@/shared/schemas/scrumboard'
import { badRequest } from '../router/http-error'
import { requireRow } from '../router/require-row'

export type BoardRow = Board & { seq: number }
export type LabelRow = BoardLabel & { seq: number }

export const T = {
  boards: 'boards',
  lists: 'boardLists',
  cards: 'boardCards',
  labels: 'boardLabels',
  members: 'boardMembers',
} as const

/** The stored version, which reads carry so that a client can send it back with an update (docs/api.md). */
type Versioned = { version?: number }
const versionOf = (r: Versioned) => ({ version: r.version ?? 0 })

export const toBoard = (r: BoardRow & Versioned): Board => ({
  id: r.id,
  title: r.title,
  description: r.description,
  icon: r.icon,
  lastActivity: r.lastActivity,
  members: r.members,
  ...versionOf(r),
})
export const toList = (r: BoardList & Versioned): BoardList => ({
  id: r.id,
  boardId: r.boardId,
  position: r.position,
  title: r.title,
  ...versionOf(r),
})
export const toLabel = (r: BoardLabel & Versioned): BoardLabel => ({
  id: r.id,
  boardId: r.boardId,
  title: r.title,
  ...versionOf(r),
})
export const toCard = (r: Card & Versioned): Card => ({
  id: r.id,
  boardId: r.boardId,
  listId: r.listId,
  position: r.position,
  title: r.title,
  description: r.description ?? '',
  labels: r.labels ?? [],
  dueDate: r.dueDate ?? null,
  members: r.members ?? [],
  ...versionOf(r),
})
export const toMember = (r: Member): Member => ({ id: r.id, name: r.name, avatar: r.avatar })

export const byPosition = <X extends { position: number }>(a: X, b: X) => a.position - b.position

/** A board's labels, newest first (labels are unshifted, as the template does). */
export async function boardLabels(db: Dexie, boardId: string): Promise<BoardLabel[]> {
  const rows = await db.table<LabelRow>(T.labels).where('boardId').equals(boardId).toArray()
  return rows.sort((a, b) => a.seq - b.seq).map(toLabel)
}

/** A card with its label ids expanded to the board's label objects (null for a dangling id). */
export function expandCard(card: Card, labels: BoardLabel[]): CardView {
  const byId = new Map(labels.map((l) => [l.id, l]))
  const c = toCard(card)
  return { ...c, labels: c.labels.map((id) => byId.get(id) ?? null) }
}

export async function expandCards(db: Dexie, cards: Card[]): Promise<CardView[]> {
  const boardIds = [...new Set(cards.map((c) => c.boardId))]
  const labels = (await Promise.all(boardIds.map((b) => boardLabels(db, b)))).flat()
  return cards.map((c) => expandCard(c, labels))
}

export async function boardDetail(db: Dexie, id: string): Promise<BoardDetail> {
  const board = await requireRow<BoardRow>(db, T.boards, id, 'Board')
  const [lists, cards, labels] = await Promise.all([
    db.table<BoardList>(T.lists).where('boardId').equals(id).toArray(),
    db.table<Card>(T.cards).where('boardId').equals(id).toArray(),
    boardLabels(db, id),
  ])
  return {
    ...toBoard(board),
    lists: lists.sort(byPosition).map((l) => ({
      ...toList(l),
      cards: cards
        .filter((c) => c.listId === l.id)
        .sort(byPosition)
        .map((c) => expandCard(c, labels)),
    })),
    labels,
  }
}

/** Stamps the board's lastActivity; called inside the write transaction of any change on the board. */
export async function touchBoard(db: Dexie, boardId: string, now: Date): Promise<void> {
  const board = (await db.table(T.boards).get(boardId)) as BoardRow | undefined
  if (board) await putRow(db, T.boards, { ...board, lastActivity: now.toISOString() })
}

/** A nested object of the body (`{ list }`, `{ card }`), or 400 naming it. */
export function member(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = body[key]
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(key, 'Expected an object')
  return value as Record<string, unknown>
}

export function arrayOf(body: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const value = body[key]
  if (!Array.isArray(value)) throw badRequest(key, 'Expected a list')
  value.forEach((v, i) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) throw badRequest(`${key}.${i}`, 'Expected an object')
  })
  return value as Record<string, unknown>[]
}

/** Checks ids against a known set; the first unknown one is a 400 naming its index. */
export function checkIds(ids: string[] | undefined, known: Set<string>, field: string, reason: string): void {
  const bad = ids?.findIndex((x) => !known.has(x)) ?? -1
  if (bad !== -1) throw badRequest(`${field}.${bad}`, reason)
}
