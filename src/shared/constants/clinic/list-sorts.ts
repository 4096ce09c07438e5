/**
 * The fields each clinic list may be sorted by, with how the query engine compares them (workers/query-engine.ts
 * `SortKind`; a kind it does not know fails to type-check where a handler passes the list on). The first
 * is the list's default. The routes validate `?sort=` with the field names, the handlers answer 400 for
 * any other (docs/api/clinic.md). Kept free of zod: route files load with the first page.
 */
export const PERSON_SORTS = [
  { field: 'fullName', kind: 'text' },
  { field: 'surnames', kind: 'text' },
  { field: 'documentNumber', kind: 'upper' },
  { field: 'birthDate', kind: 'text' },
  { field: 'createdAt', kind: 'text' },
] as const

export const PRODUCT_SORTS = [
  { field: 'name', kind: 'text' },
  { field: 'sku', kind: 'upper' },
  { field: 'salePrice', kind: 'number' },
  { field: 'stock', kind: 'number' },
] as const

export const PROCEDURE_SORTS = [
  { field: 'name', kind: 'text' },
  { field: 'code', kind: 'upper' },
  { field: 'price', kind: 'number' },
  { field: 'durationMinutes', kind: 'number' },
] as const

export const DOCTOR_SORTS = [
  { field: 'name', kind: 'text' },
  { field: 'licence', kind: 'upper' },
] as const

export const BLOCKED_PERIOD_SORTS = [
  { field: 'from', kind: 'text' },
  { field: 'reason', kind: 'text' },
] as const

type FieldsOf<T extends readonly { field: string }[]> = { [K in keyof T]: T[K]['field'] }

/** The field names of a list's sorts, as a tuple (for a route's `oneOf`). */
export const sortFields = <const T extends readonly { field: string }[]>(sorts: T): FieldsOf<T> =>
  sorts.map((s) => s.field) as FieldsOf<T>
