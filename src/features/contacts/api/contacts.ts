import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { Contact, ContactPatch } from '@/shared/schemas/contacts'

export const contactKeys = {
  all: ['contacts'] as const,
  list: (query: string) => ['contacts', 'list', query] as const,
  one: (id: string) => ['contacts', 'one', id] as const,
}

/** Contacts sorted by name; with a query, those whose name contains it (the server's search). */
export function useContacts(query: string) {
  return useQuery({
    queryKey: contactKeys.list(query),
    queryFn: () => api.get<Contact[]>('api/apps/contacts/search', { query }),
    placeholderData: keepPreviousData,
  })
}

export function useContact(id: string) {
  return useQuery({
    queryKey: contactKeys.one(id),
    queryFn: () => api.get<Contact>('api/apps/contacts/contact', { id }),
  })
}

function useRefresh() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: contactKeys.all })
}

export function useCreateContact() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: () => api.post<Contact>('api/apps/contacts/contact', {}), onSuccess: refresh })
}

export function useUpdateContact() {
  const client = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    // `version`: the version the edit was based on; the server refuses a stale one with 409 and the current row.
    mutationFn: ({ id, contact, version }: { id: string; contact: ContactPatch; version?: number }) =>
      api.patch<Contact>('api/apps/contacts/contact', { id, contact, version }),
    onSuccess: (saved) => {
      client.setQueryData(contactKeys.one(saved.id), saved)
      return refresh()
    },
  })
}

export function useDeleteContact() {
  const client = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => api.delete<true>('api/apps/contacts/contact', { id }),
    // Dropped first, so the open panel does not refetch a contact that is gone.
    onSuccess: (_done, id) => {
      client.removeQueries({ queryKey: contactKeys.one(id) })
      return refresh()
    },
  })
}

export function useUploadAvatar() {
  const client = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData()
      form.set('id', id)
      form.set('avatar', file)
      return api.post<Contact>('api/apps/contacts/avatar', form)
    },
    onSuccess: (saved) => {
      client.setQueryData(contactKeys.one(saved.id), saved)
      return refresh()
    },
  })
}
