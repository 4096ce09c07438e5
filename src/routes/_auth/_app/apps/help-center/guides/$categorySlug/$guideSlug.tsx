import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '@/features/help-center/components/guide-page'

export const Route = createFileRoute('/_auth/_app/apps/help-center/guides/$categorySlug/$guideSlug')({
  component: GuidePage,
})
