import { createFileRoute } from '@tanstack/react-router'
import { FaqsPage } from '@/features/help-center/components/faqs-page'

export const Route = createFileRoute('/_auth/_app/apps/help-center/faqs')({
  component: FaqsPage,
})
