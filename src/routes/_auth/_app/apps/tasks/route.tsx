import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '@/lib/search-params'
import { TasksPage } from '@/features/tasks/components/tasks-page'

const searchSchema = searchParams({ q: text() })

export const Route = createFileRoute('/_auth/_app/apps/tasks')({
  validateSearch: searchSchema,
  component: TasksPage,
})
