import { createFileRoute } from '@tanstack/react-router'
import { HelpCenterHome } from '@/features/help-center/components/help-center-home'

export const Route = createFileRoute('/_auth/_app/apps/help-center/')({
  component: HelpCenterHome,
})
