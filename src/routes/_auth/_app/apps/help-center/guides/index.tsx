import { createFileRoute } from '@tanstack/react-router'
import { GuidesPage } from '@/features/help-center/components/guides-page'

export const Route = createFileRoute('/_auth/_app/apps/help-center/guides/')({
  component: GuidesPage,
})
