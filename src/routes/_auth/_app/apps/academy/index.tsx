import { createFileRoute } from '@tanstack/react-router'
import { flag, searchParams, text } from '@/lib/search-params'
import { CoursesPage } from '@/features/academy/components/courses-page'

export const Route = createFileRoute('/_auth/_app/apps/academy/')({
  validateSearch: searchParams({ category: text(), q: text(), hideCompleted: flag }),
  component: CoursesPage,
})
