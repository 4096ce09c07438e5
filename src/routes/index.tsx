import { createFileRoute } from '@tanstack/react-router'
import { BootScreen } from '@/features/variants/components/boot-screen'

export const Route = createFileRoute('/')({
  component: BootScreen,
})
