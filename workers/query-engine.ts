/**
 * The pure query engine: filter, sort and page over an array of rows. The page's query worker runs it
 * over warm in-memory tables; the service worker runs the same code over a cold read when no worker is
 * reachable. Both must give identical answers, so everything here is deterministic.
 */

export type SortKind =
  /** String(value).toUpperCase() compared with a collator (the inventory's sku/name/active quirk). */
  | 'upper'
  /** Plain collator comparison of String(value) (names). */
  | 'text'
  /** Numeric subtraction; a NaN result leaves the pair in place. */
  | 'number'

export interface QuerySpec {
  /** Case-insensitive substring of `text` in any of `fields`. An empty text matches everything. */
  search?: { fields: string[]; text: string }
  /** Exact-match filters on fields (array fields match when they contain the value). */
  where?: Record<string, string | number | boolean | null>
  sort?: { field: string; order: 'asc' | 'desc'; kind: SortKind }
  /** Rows skipped after filtering and sorting. */
  offset?: number
  /** Rows answered at most; absent means all. */
  limit?: number
}

export interface QueryResult<T> {
  rows: T[]
  /** Rows matching the filters, before paging. */
  total: number
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

export function matchesSearch(row: Row, search: QuerySpec['search']): boolean {
  if (!search || !search.text) return true
  const needle = search.text.toLowerCase()
  return search.fields.some((f) => {
    const v = row[f]
    return v !== null && v !== undefined && String(v).toLowerCase().includes(needle)
  })
}

/** Sorts a copy of `rows` stably; the original order breaks ties. */
export function sortRows<T>(rows: T[], sort: NonNullable<QuerySpec['sort']>): T[] {
  const keyed = rows.map((row, index) => ({ row, index, key: sortValue(sort.kind, (row as Row)[sort.field]) }))
  const dir = sort.order === 'desc' ? -1 : 1
  keyed.sort((a, b) => dir * compareValues(sort.kind, a.key, b.key) || a.index - b.index)
  return keyed.map((k) => k.row)
}

export function runQuery<T>(rows: T[], spec: QuerySpec): QueryResult<T> {
  const sorted = spec.sort ? sortRows(rows, spec.sort) : rows
  const matched = sorted.filter((r) => matchesWhere(r as Row, spec.where) && matchesSearch(r as Row, spec.search))
  const offset = Math.max(0, spec.offset ?? 0)
  const end = spec.limit === undefined ? matched.length : offset + Math.max(0, spec.limit)
  return { rows: matched.slice(offset, end), total: matched.length }
}
