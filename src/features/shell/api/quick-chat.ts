import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { Chat, ChatMessage } from '@/shared/schemas/chat'
import { shellKeys } from './keys'

export const useChats = (enabled: boolean) =>
  useQuery({ queryKey: shellKeys.chats, queryFn: () => api.get<Chat[]>('api/apps/chat/chats', undefined, { silent: true }), enabled })

export const useChat = (id: string | null) =>
  useQuery({ queryKey: shellKeys.chat(id ?? ''), queryFn: () => api.get<Chat>('api/apps/chat/chat', { id: id! }), enabled: Boolean(id) })

/** Sends a message the template's way: the chat's whole message list, with the new one, through PATCH chat. */
export function useSendChatMessage(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ chat, value }: { chat: Chat; value: string }) => {
      const message: ChatMessage = {
        id: crypto.randomUUID(), chatId: chat.id, contactId: userId, isMine: true, value, createdAt: new Date().toISOString(),
      }
      const messages = [...chat.messages, message]
      return api.patch<Chat>('api/apps/chat/chat', { id: chat.id, chat: { messages, lastMessage: value, lastMessageAt: message.createdAt } })
    },
    onSuccess: (chat) => {
      client.setQueryData(shellKeys.chat(chat.id), chat)
      void client.invalidateQueries({ queryKey: shellKeys.chats })
    },
  })
}

/** Opening a chat reads its unread messages. */
export function useMarkChatRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (chat: Chat) => api.patch<Chat>('api/apps/chat/chat', { id: chat.id, chat: { unreadCount: 0 } }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: shellKeys.chats }),
  })
}
