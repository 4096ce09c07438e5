import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '@/features/shell/components/settings-page'
import { SyncSettingsSlot } from '@/features/sync/components/slots'

export const Route = createFileRoute('/_auth/_app/settings')({
  component: () => <SettingsPage syncBody={<SyncSettingsSlot />} />,
})
