import {
  matchesWhere,
  pageWindow,
  searchKey,
  sortedIndexes,
  type QueryResult,
  type QuerySort,
  type QuerySpec,
} from './query-engine'

/**
 * What the query worker keeps warm, per table and valid for one revision of it: the rows, their sorted
 * orders per (field, kind, order) and their lower-cased search keys per field. Pure (no Dexie, no worker
 * globals) so that tests can prove it answers exactly as `runQuery` over the same rows.
 */
export class WarmTable {
  private readonly orders = new Map<string, Uint32Array>()
  private readonly lowered = new Map<string, Array<string | null>>()

  constructor(
    readonly revision: number,
    readonly rows: readonly unknown[],
  ) {}

  /** Row positions in sorted order, computed once per (field, kind, order) for this revision. */
  order(sort: QuerySort): Uint32Array {
    const key = `${sort.field}\u0000${sort.kind}\u0000${sort.order}`
    let held = this.orders.get(key)
    if (!held) {
      held = sortedIndexes(this.rows, sort)
      this.orders.set(key, held)
    }
    return held
  }

  /** Lower-cased values of a field, computed once per field for this revision. */
  searchKeys(field: string): Array<string | null> {
    let held = this.lowered.get(field)
    if (!held) {
      held = this.rows.map((row) => searchKey((row as Record<string, unknown>)[field]))
      this.lowered.set(field, held)
    }
    return held
  }

  /** The same answer as `runQuery(rows, spec)`: walk the cached order, filter, keep the page window. */
  query<T>(spec: QuerySpec): QueryResult<T> {
    const rows = this.rows as readonly T[]
    const order = spec.sort ? this.order(spec.sort) : undefined
    const needle = spec.search?.text ? spec.search.text.toLowerCase() : ''
    const keys = needle ? spec.search!.fields.map((f) => this.searchKeys(f)) : []
    const where = spec.where && Object.keys(spec.where).length > 0 ? spec.where : undefined
    const { start, end } = pageWindow(spec)
    const page: T[] = []
    let total = 0
    for (let k = 0; k < rows.length; k++) {
      const i = order ? order[k]! : k
      if (where && !matchesWhere(rows[i] as Record<string, unknown>, where)) continue
      if (needle && !keys.some((column) => column[i]?.includes(needle) ?? false)) continue
      if (total >= start && total < end) page.push(rows[i]!)
      total++
    }
    return { rows: page, total }
  }

  stats() {
    return { revision: this.revision, rows: this.rows.length, orders: this.orders.size, searchKeys: this.lowered.size }
  }
}

/** Warm tables by name; a table is dropped when its data changes and reloaded by the next query. */
export class WarmCache {
  private readonly tables = new Map<string, WarmTable>()

  get(table: string, revision: number): WarmTable | undefined {
    const held = this.tables.get(table)
    return held && held.revision === revision ? held : undefined
  }

  hold(table: string, revision: number, rows: readonly unknown[]): WarmTable {
    const warm = new WarmTable(revision, rows)
    this.tables.set(table, warm)
    return warm
  }

  drop(table: string): void {
    this.tables.delete(table)
  }

  clear(): void {
    this.tables.clear()
  }

  stats(): Record<string, ReturnType<WarmTable['stats']>> {
    return Object.fromEntries([...this.tables].map(([name, t]) => [name, t.stats()]))
  }
}

/**
 * The table a Dexie `storagemutated` part key names (`idb://<db>/<table>/<index>`), or undefined when
 * the key belongs to another database.
 */
export function mutatedTable(key: string, dbName: string): string | undefined {
  const parts = key.split('/')
  if (parts[0] !== 'idb:' || parts[2] !== dbName) return undefined
  return parts[3] || undefined
}
