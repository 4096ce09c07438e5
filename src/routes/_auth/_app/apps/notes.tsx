import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchParams, text } from '@/lib/search-params'
import { NotesPage } from '@/features/notes/components/notes-page'

const searchSchema = searchParams({ view: oneOf(['notes', 'reminders', 'archive']), label: text(), q: text() })

export const Route = createFileRoute('/_auth/_app/apps/notes')({
  validateSearch: searchSchema,
  component: NotesPage,
})
