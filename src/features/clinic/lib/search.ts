import { int, oneOf, text } from '@/lib/search-params'

/** The clinic lists' bounds for their search parameters (the rest come from src/lib/search-params.ts). */
export const optText = (max = 100) => text(max)
export const optPage = int(0)
export const optSize = int(1, 100)
export const optOrder = oneOf(['asc', 'desc'])

// The sort fields the API accepts per list (docs/api/clinic.md).
export const PERSON_SORT_FIELDS = ['fullName', 'surnames', 'documentNumber', 'birthDate', 'createdAt'] as const
export const PRODUCT_SORT_FIELDS = ['name', 'sku', 'salePrice', 'stock'] as const
export const PROCEDURE_SORT_FIELDS = ['name', 'code', 'price', 'durationMinutes'] as const
export const AGENDA_VIEWS = ['day', 'week', 'list'] as const
