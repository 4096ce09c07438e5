import { createFileRoute } from '@tanstack/react-router'
import { flag, id, oneOf, searchParams } from '@/lib/search-params'
import { PRODUCT_SORT_FIELDS, optOrder, optPage, optSize, optText } from '@/features/clinic/lib/search'
import { ProductsPage } from '@/features/clinic/maintenance/products-page'

export const Route = createFileRoute('/_auth/_app/maintenance/admin-products')({
  validateSearch: searchParams({ q: optText(), page: optPage, size: optSize, sort: oneOf(PRODUCT_SORT_FIELDS), order: optOrder, category: id, lowStock: flag }),
  component: ProductsPage,
})
