import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { session } from '@/lib/session'
import type { FeedItem } from '@/shared/schemas/shell'
import { shellKeys } from './keys'

export type FeedKind = 'messages' | 'notifications'
const bodyKey = (kind: FeedKind) => (kind === 'messages' ? 'message' : 'notification')

/** Messages or notifications of the signed-in user, newest first. */
export function useFeed(kind: FeedKind) {
  return useQuery({
    queryKey: shellKeys.feed(kind),
    queryFn: () => api.get<FeedItem[]>(`api/common/${kind}`),
    enabled: session.isSignedIn(),
  })
}

/** The panel's writes; each one refreshes the list, and the worker's broadcast refreshes other tabs. */
export function useFeedActions(kind: FeedKind) {
  const client = useQueryClient()
  const key = shellKeys.feed(kind)
  const refresh = () => client.invalidateQueries({ queryKey: key })
  // Show the change at once; the refetch confirms it. A read already under way is cancelled first: its
  // older answer would land after the change and undo it on screen.
  const patchLocal = async (fn: (items: FeedItem[]) => FeedItem[]) => {
    await client.cancelQueries({ queryKey: key })
    client.setQueryData<FeedItem[]>(key, (items) => (items ? fn(items) : items))
  }
  return {
    toggleRead: useMutation({
      mutationFn: (item: FeedItem) =>
        api.post<FeedItem>(`api/common/${kind}/toggle-read-status`, {
          [bodyKey(kind)]: { id: item.id, read: !item.read },
        }),
      onMutate: (item) => patchLocal((items) => items.map((i) => (i.id === item.id ? { ...i, read: !item.read } : i))),
      onSettled: refresh,
    }),
    markRead: useMutation({
      mutationFn: (item: FeedItem) =>
        api.patch<FeedItem>(`api/common/${kind}`, { id: item.id, [bodyKey(kind)]: { read: true } }),
      onSettled: refresh,
    }),
    markAllRead: useMutation({
      mutationFn: () => api.get<boolean>(`api/common/${kind}/mark-all-as-read`),
      onMutate: () => patchLocal((items) => items.map((i) => ({ ...i, read: true, seen: true }))),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (item: FeedItem) => api.delete<FeedItem>(`api/common/${kind}`, { id: item.id }),
      onMutate: (item) => patchLocal((items) => items.filter((i) => i.id !== item.id)),
      onSettled: refresh,
    }),
    removeAll: useMutation({
      mutationFn: () => api.delete<boolean>(`api/common/${kind}/all`),
      onMutate: () => patchLocal(() => []),
      onSettled: refresh,
    }),
  }
}
