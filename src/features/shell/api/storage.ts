import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { StorageReport, StoredAttachment } from '@/shared/constants/storage'
import { shellKeys } from './keys'

export const getStorage = () => api.get<StorageReport>('api/common/storage')
export const removeAttachment = (item: Pick<StoredAttachment, 'source' | 'id'>) =>
  api.delete<true>('api/common/storage/attachments', { source: item.source, id: item.id })

export const useStorage = () => useQuery({ queryKey: shellKeys.storage, queryFn: getStorage })

/** The browser's own count of what the origin uses and may use; undefined where it does not tell. */
export async function estimateStorage(): Promise<{ usage: number; quota: number } | undefined> {
  if (!navigator.storage?.estimate) return undefined
  const { usage, quota } = await navigator.storage.estimate()
  return usage === undefined || !quota ? undefined : { usage, quota }
}

export const useStorageEstimate = () =>
  useQuery({ queryKey: [...shellKeys.storage, 'estimate'], queryFn: async () => (await estimateStorage()) ?? null })

export function useRemoveAttachment() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: removeAttachment,
    onSuccess: () => client.invalidateQueries({ queryKey: shellKeys.storage }),
  })
}
