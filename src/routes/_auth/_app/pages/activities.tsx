import { createFileRoute } from '@tanstack/react-router'
import { ActivitiesPage } from '@/features/activities/components/activities-page'

export const Route = createFileRoute('/_auth/_app/pages/activities')({
  component: ActivitiesPage,
})
