import { createFileRoute } from '@tanstack/react-router'
import { CoursePage } from '@/features/academy/components/course-page'

export const Route = createFileRoute('/_auth/_app/apps/academy/$courseId')({
  component: CoursePage,
})
