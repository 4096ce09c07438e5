import { createFileRoute } from '@tanstack/react-router'
import { GeneratePage } from '@/features/clinic/schedules/generate-page'

export const Route = createFileRoute('/_auth/_app/medical/generate-events')({
  component: GeneratePage,
})
