import { createFileRoute } from '@tanstack/react-router'
import { FinancePage } from '@/features/dashboards/components/finance/finance-page'

export const Route = createFileRoute('/_auth/_app/dashboards/finance')({
  component: FinancePage,
})
