import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '@/features/help-center/components/support-page'

export const Route = createFileRoute('/_auth/_app/apps/help-center/support')({
  component: SupportPage,
})
