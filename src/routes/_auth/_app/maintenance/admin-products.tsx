import { createFileRoute } from '@tanstack/react-router'
import { flag, id, searchParams } from '@/lib/search-params'
import { optOrder, optPage, optSize, optSort, optText } from '@/features/clinic/lib/search'
import { PRODUCT_SORTS } from '@/shared/constants/clinic/list-sorts'
import { ProductsPage } from '@/features/clinic/maintenance/products-page'

export const Route = createFileRoute('/_auth/_app/maintenance/admin-products')({
  validateSearch: searchParams({
    q: optText(),
    page: optPage,
    size: optSize,
    sort: optSort(PRODUCT_SORTS),
    order: optOrder,
    category: id,
    lowStock: flag,
  }),
  component: ProductsPage,
})
