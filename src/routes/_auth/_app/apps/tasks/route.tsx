import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { TasksPage } from '@/features/tasks/components/tasks-page'

const searchSchema = z.object({ q: z.catch(z.optional(z.string()), undefined) })

export const Route = createFileRoute('/_auth/_app/apps/tasks')({
  validateSearch: searchSchema,
  component: TasksPage,
})
