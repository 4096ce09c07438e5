import { z } from 'zod'
import { boundedNumber, idText, isoDate, requiredName, text } from './fields'

const date = isoDate()

export interface Member {
  id: string
  name: string
  avatar: string | null
}

export interface Board {
  id: string
  /** The stored row's version, sent back with an update to refuse a stale one (409). */
  version?: number
  title: string
  description: string
  icon: string
  lastActivity: string
  /** Member ids as stored and as GET board serves them; GET boards expands them to Member objects. */
  members: string[]
}

export interface BoardList {
  id: string
  /** The stored row's version, sent back with an update to refuse a stale one (409). */
  version?: number
  boardId: string
  position: number
  title: string
}

export interface BoardLabel {
  id: string
  /** The stored row's version, sent back with an update to refuse a stale one (409). */
  version?: number
  boardId: string
  title: string
}

/** A card as stored: label and member ids. */
export interface Card {
  id: string
  /** The stored row's version, sent back with an update to refuse a stale one (409). */
  version?: number
  boardId: string
  listId: string
  position: number
  title: string
  description: string
  labels: string[]
  dueDate: string | null
  members: string[]
}

/** A card as served: labels expanded (null for an id that no longer exists). */
export type CardView = Omit<Card, 'labels'> & { labels: Array<BoardLabel | null> }
export type BoardSummary = Omit<Board, 'members'> & { members: Member[] }
export type BoardDetail = Board & { lists: Array<BoardList & { cards: CardView[] }>; labels: BoardLabel[] }

const id = idText()
const title = requiredName(200)
const position = boundedNumber(0, Number.MAX_SAFE_INTEGER, { error: 'Must be a number' })
/** Clients send labels as ids or as the objects a GET gave them. */
const ref = z.preprocess((v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v), id)

export const boardInputSchema = z.object({
  title,
  description: text(1000, { multiline: true }).default(''),
  icon: text(60).default('layout-dashboard'),
  members: z.array(ref).default([]),
})
export const boardPatchSchema = boardInputSchema.partial().extend({
  description: text(1000, { multiline: true }).optional(),
  icon: text(60).optional(),
  members: z.array(ref).optional(),
})

export const listInputSchema = z.object({ boardId: id, title, position: position.optional() })
export const listPatchSchema = z.object({ id, title: title.optional(), position: position.optional() })

export const cardInputSchema = z.object({ boardId: id, listId: id, title, position: position.optional() })
export const cardPatchSchema = z.object({
  listId: id.optional(),
  position: position.optional(),
  title: title.optional(),
  description: text(20_000, { multiline: true }).nullable().optional(),
  labels: z.array(ref).optional(),
  members: z.array(ref).optional(),
  dueDate: date.nullable().optional(),
})
export type CardPatch = z.infer<typeof cardPatchSchema>

export const labelInputSchema = z.object({ boardId: id, title: requiredName(60) })
export const labelPatchSchema = z.object({ title: requiredName(60) })
