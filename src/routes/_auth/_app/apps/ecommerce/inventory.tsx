import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { id, int, oneOf, searchParams, text, withDefault } from '@/lib/search-params'
import { InventoryPage } from '@/features/inventory/components/inventory-page'
import { LIST_DEFAULTS as D, PAGE_SIZES, SORTABLE_COLUMNS } from '@/features/inventory/lib/list-params'

// Search, page, size, sort, order and the open product all live in the URL; bad values fall back.
const validateSearch = searchParams({
  search: withDefault(text(200), D.search),
  page: withDefault(int(1), D.page),
  size: withDefault(oneOf(PAGE_SIZES), D.size),
  sort: withDefault(oneOf(SORTABLE_COLUMNS), D.sort),
  order: withDefault(oneOf(['asc', 'desc']), D.order),
  open: id,
})

export const Route = createFileRoute('/_auth/_app/apps/ecommerce/inventory')({
  validateSearch,
  search: { middlewares: [stripSearchParams<ReturnType<typeof validateSearch>>(D)] },
  component: InventoryPage,
})
