import { z } from 'zod'
import { idText, imageSource, isoDate, requiredName, text } from './fields'

const date = isoDate()

export interface NoteTask {
  id: string
  content: string
  completed: boolean
}

export interface NoteLabel {
  id: string
  title: string
}

/** A note as stored and as written: `labels` hold label ids. */
export interface Note {
  id: string
  /** The stored row's version: an update sends it back so that a stale one is refused (409). */
  version?: number
  title: string
  content: string
  tasks: NoteTask[] | null
  image: string | null
  reminder: string | null
  labels: string[]
  archived: boolean
  createdAt: string
  updatedAt: string
}

/** A note as GET all serves it: labels expanded to objects (null for an id that no longer exists). */
export type NoteView = Omit<Note, 'labels'> & { labels: Array<NoteLabel | null> }

export const NOTE_IMAGE_MAX = 2_000_000

export const noteTaskSchema = z.object({
  id: idText(),
  content: text(1000),
  completed: z.boolean().default(false),
})

/** Labels may be sent as ids or as the label objects GET all gave (clients echo what they read). */
const labelRef = z.preprocess(
  (v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v),
  idText(),
)

/** A whole note (POST and PATCH both send the whole note; PATCH replaces the stored one). */
export const noteInputSchema = z.object({
  title: text(300).default(''),
  content: text(50_000, { multiline: true, trim: false }).default(''),
  tasks: z.array(noteTaskSchema).nullable().default(null),
  image: imageSource(NOTE_IMAGE_MAX, { remote: false }).nullable().default(null),
  reminder: date.nullable().default(null),
  labels: z.array(labelRef).default([]),
  archived: z.boolean().default(false),
  createdAt: date.optional(),
})
export type NoteInput = z.input<typeof noteInputSchema>

export const noteLabelSchema = z.object({
  title: requiredName(60),
})

export const noteLabelPatchSchema = noteLabelSchema.extend({ id: idText() })

export const addNoteTaskSchema = z.object({
  note: z.object({ id: idText() }).loose(),
  task: requiredName(1000),
})
