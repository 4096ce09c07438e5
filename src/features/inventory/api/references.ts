import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { InventoryBrand, InventoryCategory, InventoryVendor } from '@/shared/schemas/inventory'
import { inventoryKeys } from './products'

const BASE = 'api/apps/ecommerce/inventory'

export interface InventoryReferences {
  categories: InventoryCategory[]
  brands: InventoryBrand[]
  vendors: InventoryVendor[]
}

/** Categories, brands and vendors: read-only lists the form chooses from. */
export const referencesQueryOptions = () =>
  queryOptions({
    queryKey: inventoryKeys.references,
    queryFn: async (): Promise<InventoryReferences> => {
      const [categories, brands, vendors] = await Promise.all([
        api.get<InventoryCategory[]>(`${BASE}/categories`),
        api.get<InventoryBrand[]>(`${BASE}/brands`),
        api.get<InventoryVendor[]>(`${BASE}/vendors`),
      ])
      return { categories, brands, vendors }
    },
    staleTime: 5 * 60_000,
  })
