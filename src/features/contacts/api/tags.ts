import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ContactTag, Country } from '@/shared/schemas/contacts'

const TAGS = ['contacts', 'tags'] as const

export function useTags() {
  return useQuery({ queryKey: TAGS, queryFn: () => api.get<ContactTag[]>('api/apps/contacts/tags') })
}

export function useCountries() {
  return useQuery({
    queryKey: ['contacts', 'countries'],
    queryFn: () => api.get<Country[]>('api/apps/contacts/countries'),
    staleTime: Infinity,
  })
}

/** Tag changes touch contacts too (a deleted tag leaves every contact), so all contact data refreshes. */
function useRefresh() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: ['contacts'] })
}

export function useCreateTag() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (title: string) => api.post<ContactTag>('api/apps/contacts/tag', { tag: { title } }),
    onSuccess: refresh,
  })
}

export function useRenameTag() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api.patch<ContactTag>('api/apps/contacts/tag', { id, tag: { title } }),
    onSuccess: refresh,
  })
}

export function useDeleteTag() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => api.delete<true>('api/apps/contacts/tag', { id }),
    onSuccess: refresh,
  })
}
