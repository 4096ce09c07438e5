import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { InventoryPage } from '@/features/inventory/components/inventory-page'
import { LIST_DEFAULTS as D, PAGE_SIZES, SORTABLE_COLUMNS } from '@/features/inventory/lib/list-params'

export const Route = createFileRoute('/_auth/_app/apps/ecommerce/inventory')({
  // Search, page, size, sort, order and the open product all live in the URL; bad values fall back.
  validateSearch: z.object({
    search: z.catch(z._default(z.string().check(z.maxLength(200)), D.search), D.search),
    page: z.catch(z._default(z.int().check(z.minimum(1)), D.page), D.page),
    size: z.catch(z._default(z.literal(PAGE_SIZES), D.size), D.size),
    sort: z.catch(z._default(z.enum(SORTABLE_COLUMNS), D.sort), D.sort),
    order: z.catch(z._default(z.enum(['asc', 'desc']), D.order), D.order),
    open: z.catch(z.optional(z.string()), undefined),
  }),
  search: { middlewares: [stripSearchParams(D)] },
  component: InventoryPage,
})
