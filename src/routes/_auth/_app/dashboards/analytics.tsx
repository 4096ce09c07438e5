import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsPage } from '@/features/dashboards/components/analytics/analytics-page'

export const Route = createFileRoute('/_auth/_app/dashboards/analytics')({
  component: AnalyticsPage,
})
