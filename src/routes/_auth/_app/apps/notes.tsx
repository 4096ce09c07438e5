import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { NotesPage } from '@/features/notes/components/notes-page'

const searchSchema = z.object({
  view: z.catch(z.optional(z.enum(['notes', 'reminders', 'archive'])), undefined),
  label: z.catch(z.optional(z.string()), undefined),
  q: z.catch(z.optional(z.string()), undefined),
})

export const Route = createFileRoute('/_auth/_app/apps/notes')({
  validateSearch: searchSchema,
  component: NotesPage,
})
