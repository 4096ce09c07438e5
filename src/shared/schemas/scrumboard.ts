import { z } from 'zod'

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Must be an ISO date')

export interface Member {
  id: string
  name: string
  avatar: string | null
}

export interface Board {
  id: string
  title: string
  description: string
  icon: string
  lastActivity: string
  /** Member ids as stored and as GET board serves them; GET boards expands them to Member objects. */
  members: string[]
}

export interface BoardList {
  id: string
  boardId: string
  position: number
  title: string
}

export interface BoardLabel {
  id: string
  boardId: string
  title: string
}

/** A card as stored: label and member ids. */
export interface Card {
  id: string
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

const id = z.string('Required').min(1, 'Required')
const title = z.string('Required').trim().min(1, 'Required').max(200, 'At most 200 characters')
const position = z.number('Must be a number').finite('Must be a number').nonnegative('Must not be negative')
/** Clients send labels as ids or as the objects a GET gave them. */
const ref = z.preprocess((v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v), id)

export const boardInputSchema = z.object({
  title,
  description: z.string().max(1000, 'At most 1000 characters').default(''),
  icon: z.string().max(60, 'At most 60 characters').default('layout-dashboard'),
  members: z.array(ref).default([]),
})
export const boardPatchSchema = boardInputSchema.partial().extend({
  description: z.string().max(1000, 'At most 1000 characters').optional(),
  icon: z.string().max(60, 'At most 60 characters').optional(),
  members: z.array(ref).optional(),
})

export const listInputSchema = z.object({ boardId: id, title, position: position.optional() })
export const listPatchSchema = z.object({ id, title: title.optional(), position: position.optional() })

export const cardInputSchema = z.object({ boardId: id, listId: id, title, position: position.optional() })
export const cardPatchSchema = z.object({
  listId: id.optional(),
  position: position.optional(),
  title: title.optional(),
  description: z.string().max(20_000, 'At most 20000 characters').nullable().optional(),
  labels: z.array(ref).optional(),
  members: z.array(ref).optional(),
  dueDate: isoDate.nullable().optional(),
})
export type CardPatch = z.infer<typeof cardPatchSchema>

export const labelInputSchema = z.object({ boardId: id, title: z.string('Required').trim().min(1, 'Required').max(60, 'At most 60 characters') })
export const labelPatchSchema = z.object({ title: z.string('Required').trim().min(1, 'Required').max(60, 'At most 60 characters') })
