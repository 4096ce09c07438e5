import { createFileRoute } from '@tanstack/react-router'
import { id, searchParams } from '@/lib/search-params'
import { BoardPage } from '@/features/scrumboard/components/board-page'

const searchSchema = searchParams({ card: id })

export const Route = createFileRoute('/_auth/_app/apps/scrumboard/$boardId')({
  validateSearch: searchSchema,
  component: BoardPage,
})
