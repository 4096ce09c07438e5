/**
 * The pure query engine: filter, sort and page over an array of rows. The page's query worker runs it
 * over warm in-memory tables (workers/warm-cache.ts); the service worker runs it over a cold read when
 * no worker is reachable. Both must give identical answers, so everything here is deterministic and the
 * warm path reuses these very functions.
 */

export type SortKind =
  /** String(value).toUpperCase() compared with a collator (the inventory's sku/name/active quirk). */
  | 'upper'
  /** Plain collator comparison of String(value) (names). */
  | 'text'
  /** Numeric subtraction; a NaN result leaves the pair in place. */
  | 'number'

export interface QuerySort {
  field: string
  order: 'asc' | 'desc'
  kind: SortKind
}

export interface QuerySpec {
  /** Case-insensitive substring of `text` in any of `fields`. An empty text matches everything. */
  search?: { fields: string[]; text: string }
  /** Exact-match filters on fields (array fields match when they contain the value). */
  where?: Record<string, string | number | boolean | null>
  sort?: QuerySort
  /** Rows skipped after filtering and sorting. */
  offset?: number
  /** Rows answered at most; absent means all. */
  limit?: number
}

export interface QueryResult<T> {
  rows: T[]
  /** Rows matching the filters, before paging. */
  total: number
  /** Which path answered (set by the service worker's runner; the engine leaves it out). */
  source?: 'warm' | 'cold'
}

type Row = Record<string, unknown>

export const collator = new Intl.Collator('en')

export function sortValue(kind: SortKind, value: unknown): string | number {
  if (kind === 'number') return value === null || value === undefined || value === '' ? Number.NaN : Number(value)
  if (kind === 'upper') return String(value).toUpperCase()
  return value === null || value === undefined ? '' : String(value)
}

export function compareValues(kind: SortKind, a: string | number, b: string | number): number {
  if (kind === 'number') {
    const d = (a as number) - (b as number)
    return Number.isNaN(d) ? 0 : d
  }
  return collator.compare(a as string, b as string)
}

export function matchesWhere(row: Row, where: QuerySpec['where']): boolean {
  if (!where) return true
  for (const [field, expected] of Object.entries(where)) {
    const value = row[field]
    if (Array.isArray(value) ? !value.includes(expected) : value !== expected) return false
  }
  return true
}

/** The lower-cased text a search looks in, or null when the field is empty (the warm path caches these). */
export const searchKey = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value).toLowerCase()

export function matchesSearch(row: Row, search: QuerySpec['search']): boolean {
  if (!search || !search.text) return true
  const needle = search.text.toLowerCase()
  return search.fields.some((f) => searchKey(row[f])?.includes(needle) ?? false)
}

/**
 * The positions of `rows` in sorted order; ties (and NaN comparisons) keep the original order. Both paths
 * sort through this one function, so even the template's non-transitive NaN rule gives the same order.
 */
export function sortedIndexes(rows: readonly unknown[], sort: QuerySort): Uint32Array {
  const n = rows.length
  const keys = new Array<string | number>(n)
  const indexes = new Array<number>(n)
  for (let i = 0; i < n; i++) {
    keys[i] = sortValue(sort.kind, (rows[i] as Row)[sort.field])
    indexes[i] = i
  }
  const dir = sort.order === 'desc' ? -1 : 1
  indexes.sort((a, b) => dir * compareValues(sort.kind, keys[a]!, keys[b]!) || a - b)
  return Uint32Array.from(indexes)
}

/** Sorts a copy of `rows` stably; the original order breaks ties. */
export function sortRows<T>(rows: T[], sort: QuerySort): T[] {
  return Array.from(sortedIndexes(rows, sort), (i) => rows[i]!)
}

/** The window of matched rows a spec asks for. */
export function pageWindow(spec: QuerySpec): { start: number; end: number } {
  const start = Math.max(0, spec.offset ?? 0)
  return { start, end: spec.limit === undefined ? Number.POSITIVE_INFINITY : start + Math.max(0, spec.limit) }
}

/** Sort first, then filter, then page: the template's order of work (it matters for NaN sorts). */
export function runQuery<T>(rows: T[], spec: QuerySpec): QueryResult<T> {
  const sorted = spec.sort ? sortRows(rows, spec.sort) : rows
  const matched = sorted.filter((r) => matchesWhere(r as Row, spec.where) && matchesSearch(r as Row, spec.search))
  const { start, end } = pageWindow(spec)
  return { rows: matched.slice(start, end), total: matched.length }
}
