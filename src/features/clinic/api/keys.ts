/**
 * Query keys of the clinic: one root, then the resource, so a write can refresh just what it touched
 * (the app also refreshes every query after any write broadcast by the service worker).
 */
export const clinicKeys = {
  all: ['clinic'] as const,
  resource: (resource: string) => ['clinic', resource] as const,
  list: (resource: string, query: object) => ['clinic', resource, 'list', query] as const,
  one: (resource: string, id: string) => ['clinic', resource, 'one', id] as const,
  sub: (resource: string, id: string, part: string) => ['clinic', resource, 'one', id, part] as const,
}

/** The clinic's collections under api/medical/*. */
export type Resource =
  | 'persons'
  | 'doctors'
  | 'procedures'
  | 'specialties'
  | 'procedure-categories'
  | 'product-categories'
  | 'products'
  | 'blocked-periods'
