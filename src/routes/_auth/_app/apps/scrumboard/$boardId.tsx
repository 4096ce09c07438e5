import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { BoardPage } from '@/features/scrumboard/components/board-page'

const searchSchema = z.object({ card: z.catch(z.optional(z.string()), undefined) })

export const Route = createFileRoute('/_auth/_app/apps/scrumboard/$boardId')({
  validateSearch: searchSchema,
  component: BoardPage,
})
