import { createFileRoute } from '@tanstack/react-router'
import { NoConversation } from '@/features/chat/components/no-conversation'

export const Route = createFileRoute('/_auth/_app/apps/chat/')({
  component: NoConversation,
})
