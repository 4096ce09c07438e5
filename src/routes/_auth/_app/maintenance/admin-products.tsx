import { createFileRoute } from '@tanstack/react-router'
import { searchParams } from '@/lib/search-params'
import { PRODUCT_SORT_FIELDS, optEnum, optFlag, optId, optOrder, optPage, optSize, optText } from '@/features/clinic/lib/search'
import { ProductsPage } from '@/features/clinic/maintenance/products-page'

export const Route = createFileRoute('/_auth/_app/maintenance/admin-products')({
  validateSearch: searchParams({ q: optText(), page: optPage, size: optSize, sort: optEnum(PRODUCT_SORT_FIELDS), order: optOrder, category: optId, lowStock: optFlag }),
  component: ProductsPage,
})
