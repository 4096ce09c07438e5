import { useCallback } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import type { ProductsQuery } from '../api/products'

const route = getRouteApi('/_auth/_app/apps/ecommerce/inventory')

export type InventorySearch = ReturnType<typeof route.useSearch>

/** The list's state lives in the URL: reading it, changing it, and the API query it stands for. */
export function useInventorySearch() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const set = useCallback(
    (patch: Partial<InventorySearch>, options: { replace?: boolean } = {}) =>
      navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options.replace ?? false }),
    [navigate],
  )
  const query: ProductsQuery = {
    search: search.search,
    page: search.page - 1,
    size: search.size,
    sort: search.sort,
    order: search.order,
  }
  return { search, set, query }
}
