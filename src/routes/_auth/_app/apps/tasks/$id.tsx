import { createFileRoute } from '@tanstack/react-router'
import { TaskDetail } from '@/features/tasks/components/task-detail'

export const Route = createFileRoute('/_auth/_app/apps/tasks/$id')({
  component: TaskDetail,
})
