import { z } from 'zod/mini'

/**
 * Search-parameter schemas for the clinic's route files. Route files are in the first page's bundle, so
 * they use zod/mini and never the shared (classic zod) schemas; a bad value falls back to "not given".
 */
export const optText = (max = 100) => z.catch(z.optional(z.string().check(z.maxLength(max))), undefined)
export const optId = z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined)
export const optDate = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined)
export const optPage = z.catch(z.optional(z.int().check(z.minimum(0))), undefined)
export const optSize = z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined)
export const optOrder = z.catch(z.optional(z.enum(['asc', 'desc'])), undefined)
export const optFlag = z.catch(z.optional(z.boolean()), undefined)
export const optEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.catch(z.optional(z.enum(values)), undefined)

// The sort fields the API accepts per list (docs/api/clinic.md).
export const PERSON_SORT_FIELDS = ['fullName', 'surnames', 'documentNumber', 'birthDate', 'createdAt'] as const
export const PRODUCT_SORT_FIELDS = ['name', 'sku', 'salePrice', 'stock'] as const
export const PROCEDURE_SORT_FIELDS = ['name', 'code', 'price', 'durationMinutes'] as const
export const AGENDA_VIEWS = ['day', 'week', 'list'] as const
