import { date, flag, id, int, oneOf, text } from '@/lib/search-params'

/** Search parameters of the clinic's route files: a bad value falls back to "not given". */
export const optText = (max = 100) => text(max)
export const optId = id
export const optDate = date
export const optPage = int(0)
export const optSize = int(1, 100)
export const optOrder = oneOf(['asc', 'desc'])
export const optFlag = flag
export const optEnum = oneOf

// The sort fields the API accepts per list (docs/api/clinic.md).
export const PERSON_SORT_FIELDS = ['fullName', 'surnames', 'documentNumber', 'birthDate', 'createdAt'] as const
export const PRODUCT_SORT_FIELDS = ['name', 'sku', 'salePrice', 'stock'] as const
export const PROCEDURE_SORT_FIELDS = ['name', 'code', 'price', 'durationMinutes'] as const
export const AGENDA_VIEWS = ['day', 'week', 'list'] as const
