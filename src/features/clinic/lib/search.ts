import { int, oneOf, text } from '@/lib/search-params'
import { sortFields } from '@/shared/constants/clinic/list-sorts'

/** The clinic lists' bounds for their search parameters (the rest come from src/lib/search-params.ts). */
export const optText = (max = 100) => text(max)
export const optPage = int(0)
export const optSize = int(1, 100)
export const optOrder = oneOf(['asc', 'desc'])
/** `?sort=`: one of the fields the API sorts that list by (src/shared/constants/clinic/list-sorts.ts). */
export const optSort = <const T extends readonly { field: string }[]>(sorts: T) => oneOf(sortFields(sorts))
export const AGENDA_VIEWS = ['day', 'week', 'list'] as const
