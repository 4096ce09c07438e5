import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { CoursesPage } from '@/features/academy/components/courses-page'

export const Route = createFileRoute('/_auth/_app/apps/academy/')({
  validateSearch: z.object({
    category: z.catch(z.optional(z.string()), undefined),
    q: z.catch(z.optional(z.string()), undefined),
    hideCompleted: z.catch(z.optional(z.boolean()), undefined),
  }),
  component: CoursesPage,
})
