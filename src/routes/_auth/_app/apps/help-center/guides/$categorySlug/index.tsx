import { createFileRoute } from '@tanstack/react-router'
import { GuideCategoryPage } from '@/features/help-center/components/guide-category-page'

export const Route = createFileRoute('/_auth/_app/apps/help-center/guides/$categorySlug/')({
  component: GuideCategoryPage,
})
