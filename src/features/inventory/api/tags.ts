import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { InventoryTag } from '@/shared/schemas/inventory'
import { inventoryKeys } from './products'

const BASE = 'api/apps/ecommerce/inventory'

export const tagsQueryOptions = () =>
  queryOptions({
    queryKey: inventoryKeys.tags,
    queryFn: () => api.get<InventoryTag[]>(`${BASE}/tags`),
    staleTime: 60_000,
  })

export const createTag = (title: string) => api.post<InventoryTag>(`${BASE}/tag`, { tag: { title } })

export const renameTag = (id: string, title: string) => api.patch<InventoryTag>(`${BASE}/tag`, { id, tag: { title } })

/** Also removes the tag from every product (server side). */
export const deleteTag = (id: string) => api.delete<true>(`${BASE}/tag`, { id })
