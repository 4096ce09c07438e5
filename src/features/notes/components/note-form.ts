import { z } from 'zod'
import type { NoteInput, NoteView } from '@/shared/schemas/notes'

/** The editor's values; the reminder is the local `datetime-local` text. */
export const noteFormSchema = z
  .object({
    title: z.string().max(300, 'At most 300 characters'),
    content: z.string().max(50_000, 'At most 50000 characters'),
    image: z.string().nullable(),
    reminder: z.string(),
    labels: z.array(z.string()),
    tasks: z.array(
      z.object({ id: z.string(), content: z.string().max(1000, 'At most 1000 characters'), completed: z.boolean() }),
    ),
    archived: z.boolean(),
  })
  .refine((v) => v.title.trim() || v.content.trim() || v.tasks.length > 0 || v.image, {
    message: 'empty',
    path: ['content'],
  })
export type NoteFormValues = z.infer<typeof noteFormSchema>

const pad = (n: number) => String(n).padStart(2, '0')
const toLocalInput = (iso: string | null) => {
  if (!iso) return ''
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export function formValues(note: NoteView | null, label?: string): NoteFormValues {
  if (!note)
    return {
      title: '',
      content: '',
      image: null,
      reminder: '',
      labels: label ? [label] : [],
      tasks: [],
      archived: false,
    }
  return {
    title: note.title,
    content: note.content,
    image: note.image,
    reminder: toLocalInput(note.reminder),
    labels: note.labels.flatMap((l) => (l ? [l.id] : [])),
    tasks: note.tasks ?? [],
    archived: note.archived,
  }
}

export function toNoteInput(v: NoteFormValues): NoteInput {
  const tasks = v.tasks.filter((t) => t.content.trim())
  return {
    title: v.title.trim(),
    content: v.content,
    image: v.image,
    reminder: v.reminder ? new Date(v.reminder).toISOString() : null,
    labels: v.labels,
    tasks: tasks.length ? tasks : null,
    archived: v.archived,
  }
}

/** The largest picture accepted: its data URL must stay under the API's 2,000,000 characters. */
export const IMAGE_MAX_BYTES = 1_400_000
