import { createFileRoute } from '@tanstack/react-router'
import { BoardsPage } from '@/features/scrumboard/components/boards-page'

export const Route = createFileRoute('/_auth/_app/apps/scrumboard/')({
  component: BoardsPage,
})
