import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '@/features/shell/components/settings-page'

export const Route = createFileRoute('/_auth/_app/settings')({
  component: SettingsPage,
})
