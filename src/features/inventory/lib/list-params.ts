// The inventory list's URL parameters. No zod here: the route file imports this with the first page.

/** The columns the inventory screen lets the user sort by. */
export const SORTABLE_COLUMNS = ['name', 'sku', 'price', 'stock', 'active'] as const
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number]

export const PAGE_SIZES = [10, 25, 50] as const

/** Values left out of the URL. `page` is 1-based in the URL (what the pager shows), zero-based in the API. */
export const LIST_DEFAULTS = { search: '', page: 1, size: 10, sort: 'name', order: 'asc' } as const
