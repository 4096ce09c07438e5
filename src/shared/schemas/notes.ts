import { z } from 'zod'

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Must be an ISO date')

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
  id: z.string().min(1, 'Required'),
  content: z.string().max(1000, 'At most 1000 characters'),
  completed: z.boolean().default(false),
})

/** Labels may be sent as ids or as the label objects GET all gave (clients echo what they read). */
const labelRef = z.preprocess(
  (v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v),
  z.string('Must be a label id').min(1, 'Required'),
)

/** A whole note (POST and PATCH both send the whole note; PATCH replaces the stored one). */
export const noteInputSchema = z.object({
  title: z.string().max(300, 'At most 300 characters').default(''),
  content: z.string().max(50_000, 'At most 50000 characters').default(''),
  tasks: z.array(noteTaskSchema).nullable().default(null),
  image: z
    .string()
    .max(NOTE_IMAGE_MAX, 'Image too large')
    .refine((s) => s.startsWith('data:image/') || /^\/(?!\/)/.test(s), 'Must be a data URL or a local path')
    .nullable()
    .default(null),
  reminder: isoDate.nullable().default(null),
  labels: z.array(labelRef).default([]),
  archived: z.boolean().default(false),
  createdAt: isoDate.optional(),
})
export type NoteInput = z.input<typeof noteInputSchema>

export const noteLabelSchema = z.object({
  title: z.string().trim().min(1, 'Required').max(60, 'At most 60 characters'),
})

export const noteLabelPatchSchema = noteLabelSchema.extend({ id: z.string().min(1, 'Required') })

export const addNoteTaskSchema = z.object({
  note: z.object({ id: z.string('Required').min(1, 'Required') }).loose(),
  task: z.string('Required').trim().min(1, 'Required').max(1000, 'At most 1000 characters'),
})
