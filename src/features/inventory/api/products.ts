import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { Product, ProductPatch, ProductsBeyondLast, ProductsPage } from '@/shared/schemas/inventory'

const BASE = 'api/apps/ecommerce/inventory'

export interface ProductsQuery {
  search: string
  /** Zero-based, as the API takes it. */
  page: number
  size: number
  sort: string
  order: 'asc' | 'desc'
}

export const inventoryKeys = {
  all: ['inventory'] as const,
  products: (q: ProductsQuery) => ['inventory', 'products', q] as const,
  product: (id: string) => ['inventory', 'product', id] as const,
  tags: ['inventory', 'tags'] as const,
  references: ['inventory', 'references'] as const,
}

export const getProducts = (q: ProductsQuery, signal?: AbortSignal) =>
  api.get<ProductsPage | ProductsBeyondLast>(`${BASE}/products`, { ...q }, { signal })

export const productsQueryOptions = (q: ProductsQuery) =>
  queryOptions({
    queryKey: inventoryKeys.products(q),
    queryFn: ({ signal }) => getProducts(q, signal),
    // Keep the last page on screen while the next one comes (the list answers after 300 ms).
    placeholderData: keepPreviousData,
  })

export const getProduct = (id: string) => api.get<Product>(`${BASE}/product`, { id })

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: inventoryKeys.product(id), queryFn: () => getProduct(id), retry: false })

export const createProduct = () => api.post<Product>(`${BASE}/product`)

/** `version`: the version the edit was based on; the server refuses a stale one with 409 and the current row. */
export const updateProduct = (id: string, product: ProductPatch, version?: number) =>
  api.patch<Product>(`${BASE}/product`, { id, product, version })

export const deleteProduct = (id: string) => api.delete<true>(`${BASE}/product`, { id })
