import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { Chat, ChatContact, ChatMessage, ChatPatch, ChatProfile } from '@/shared/schemas/chat'

const BASE = 'api/apps/chat'
export const chatKeys = {
  all: ['chat'] as const,
  chats: ['chat', 'chats'] as const,
  one: (id: string) => ['chat', 'chat', id] as const,
  contacts: ['chat', 'contacts'] as const,
  contact: (id: string) => ['chat', 'contact', id] as const,
  profile: ['chat', 'profile'] as const,
}

export type ListedContact = Omit<ChatContact, 'details' | 'attachments'>

/**
 * The chat feature and the shell's quick-chat panel read and write chats through these hooks alone, under
 * one set of keys, so a message sent in one shows in the other without a second fetch.
 * `silent` keeps a background list (the quick-chat rail on every page) off the loading bar.
 */
export const useChats = ({ silent = false } = {}) =>
  useQuery({ queryKey: chatKeys.chats, queryFn: () => api.get<Chat[]>(`${BASE}/chats`, undefined, { silent }) })
export const useChat = (id: string | null) =>
  useQuery({
    queryKey: chatKeys.one(id ?? ''),
    queryFn: () => api.get<Chat>(`${BASE}/chat`, { id: id! }),
    enabled: Boolean(id),
  })
export const useChatContacts = (enabled = true) =>
  useQuery({ queryKey: chatKeys.contacts, queryFn: () => api.get<ListedContact[]>(`${BASE}/contacts`), enabled })
export const useChatContact = (id: string | undefined) =>
  useQuery({
    queryKey: chatKeys.contact(id ?? ''),
    queryFn: () => api.get<ChatContact>(`${BASE}/contact`, { id }),
    enabled: Boolean(id),
  })
export const useProfile = () =>
  useQuery({ queryKey: chatKeys.profile, queryFn: () => api.get<ChatProfile>(`${BASE}/profile`) })

/** Writes the served chat into both caches, so the list and the conversation agree at once. */
function useStoreChat() {
  const client = useQueryClient()
  return (chat: Chat) => {
    client.setQueryData(chatKeys.one(chat.id), chat)
    client.setQueryData<Chat[]>(chatKeys.chats, (old) =>
      old
        ? [chat, ...old.filter((c) => c.id !== chat.id)].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))
        : old,
    )
  }
}

export function usePatchChat() {
  const store = useStoreChat()
  return useMutation({
    mutationFn: ({ id, chat }: { id: string; chat: ChatPatch }) => api.patch<Chat>(`${BASE}/chat`, { id, chat }),
    onSuccess: store,
  })
}

/** Opening a chat reads its unread messages; quietly, since it is not something the user waits for. */
export function useMarkChatRead() {
  const store = useStoreChat()
  return useMutation({
    mutationFn: (id: string) => api.patch<Chat>(`${BASE}/chat`, { id, chat: { unreadCount: 0 } }, { silent: true }),
    onSuccess: store,
  })
}

export function useStartChat() {
  const store = useStoreChat()
  return useMutation({
    mutationFn: (contactId: string) => api.post<Chat>(`${BASE}/chat`, { contactId }),
    onSuccess: store,
  })
}

/**
 * Sends one message: the server appends it to the chat in one transaction. Never send the whole message
 * list back (PATCH chat with `messages`): a message another tab sent meanwhile would be overwritten.
 */
export function useSendMessage(chatId: string, profileId: string | undefined) {
  const client = useQueryClient()
  const store = useStoreChat()
  return useMutation({
    mutationFn: (value: string) => api.post<Chat>(`${BASE}/message`, { chatId, value }),
    // The message shows at once; the server's copy (with its id and time) replaces it.
    onMutate: (value) => {
      const pending: ChatMessage = {
        id: `pending-${Date.now()}`,
        chatId,
        contactId: profileId ?? '',
        isMine: true,
        value,
        createdAt: new Date().toISOString(),
      }
      client.setQueryData<Chat>(chatKeys.one(chatId), (old) =>
        old ? { ...old, messages: [...old.messages, pending] } : old,
      )
    },
    onSuccess: store,
    onError: () => client.invalidateQueries({ queryKey: chatKeys.one(chatId) }),
  })
}

export function usePatchProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (profile: { name?: string; about?: string }) => api.patch<ChatProfile>(`${BASE}/profile`, { profile }),
    onSuccess: (saved) => client.setQueryData(chatKeys.profile, saved),
  })
}
