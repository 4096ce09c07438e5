import { createFileRoute } from '@tanstack/react-router'
import { CategoriesPage } from '@/features/clinic/maintenance/categories-page'

export const Route = createFileRoute('/_auth/_app/maintenance/admin-categories')({
  component: CategoriesPage,
})
