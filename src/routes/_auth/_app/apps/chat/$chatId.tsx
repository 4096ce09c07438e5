import { createFileRoute } from '@tanstack/react-router'
import { Conversation } from '@/features/chat/components/conversation'

export const Route = createFileRoute('/_auth/_app/apps/chat/$chatId')({
  component: Conversation,
})
