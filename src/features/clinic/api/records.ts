import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { Page } from '@/shared/schemas/clinic/common'
import { clinicKeys, type Resource } from './keys'

export type ListParams = Record<string, string | number | boolean | undefined>

const path = (resource: Resource, id?: string) => (id ? `api/medical/${resource}/${id}` : `api/medical/${resource}`)

/** One page of a collection (search, sort, filters); the previous page stays on screen while the next loads. */
export function usePage<T>(resource: Resource, params: ListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clinicKeys.list(resource, params),
    queryFn: ({ signal }) => api.get<Page<T>>(path(resource), params, { signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  })
}

/** Every row of a small collection (catalogues, doctors), for pickers and cards. */
export function useAll<T>(resource: Resource, params: ListParams = {}, options: { enabled?: boolean } = {}) {
  const query = { size: 500, ...params }
  return useQuery({
    queryKey: clinicKeys.list(resource, query),
    queryFn: async ({ signal }) => (await api.get<Page<T>>(path(resource), query, { signal, silent: true })).items,
    enabled: options.enabled ?? true,
  })
}

/** One record; `id` '0' means "new" and fetches nothing. */
/** One record; `gone` stops reading it (a record being deleted must not be fetched again, and 404). */
export function useRecord<T>(resource: Resource, id: string | undefined, { gone = false }: { gone?: boolean } = {}) {
  return useQuery({
    queryKey: clinicKeys.one(resource, id ?? ''),
    queryFn: ({ signal }) => api.get<T>(path(resource, id), undefined, { signal }),
    enabled: Boolean(id) && id !== '0' && !gone,
  })
}

/** Creates (no id) or patches (id) a record of a collection. */
export function useSave<T, Body = unknown>(resource: Resource) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | null; body: Body }) =>
      id ? api.patch<T>(path(resource, id), body) : api.post<T>(path(resource), body),
    onSuccess: () => client.invalidateQueries({ queryKey: clinicKeys.resource(resource) }),
  })
}

export function useRemove(resource: Resource) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string; deleted: true }>(path(resource, id)),
    onSuccess: () => client.invalidateQueries({ queryKey: clinicKeys.resource(resource) }),
  })
}
