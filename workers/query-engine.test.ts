import { describe, expect, it } from 'vitest'
import {
  matchesSearch,
  matchesWhere,
  runQuery,
  sortRows,
  sortedIndexes,
  sortValue,
  type QuerySpec,
} from './query-engine'

const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name)

describe('query engine: sorting', () => {
  const rows = [
    { name: 'b watch', sku: 'x-2', price: 30, active: true },
    { name: 'A watch', sku: 'X-10', price: 5, active: false },
    { name: 'c watch', sku: 'x-1', price: 100, active: true },
    { name: 'B Watch', sku: 'x-3', price: 5, active: false },
  ]

  it("sorts 'upper' text case-insensitively, ties keeping their original order", () => {
    expect(names(sortRows(rows, { field: 'name', order: 'asc', kind: 'upper' }))).toEqual([
      'A watch',
      'b watch',
      'B Watch',
      'c watch',
    ])
    // desc swaps the comparison but ties still keep the original order (a stable sort, not a reverse).
    expect(names(sortRows(rows, { field: 'name', order: 'desc', kind: 'upper' }))).toEqual([
      'c watch',
      'b watch',
      'B Watch',
      'A watch',
    ])
  })

  it("sorts booleans as the upper-cased strings 'FALSE' < 'TRUE' under 'upper'", () => {
    expect(sortValue('upper', true)).toBe('TRUE')
    expect(sortRows(rows, { field: 'active', order: 'asc', kind: 'upper' }).map((r) => r.active)).toEqual([
      false,
      false,
      true,
      true,
    ])
    expect(names(sortRows(rows, { field: 'active', order: 'desc', kind: 'upper' }))).toEqual([
      'b watch',
      'c watch',
      'A watch',
      'B Watch',
    ])
  })

  it('sorts numbers by value, not by text', () => {
    expect(sortRows(rows, { field: 'price', order: 'asc', kind: 'number' }).map((r) => r.price)).toEqual([
      5, 5, 30, 100,
    ])
    expect(sortRows(rows, { field: 'price', order: 'desc', kind: 'number' }).map((r) => r.price)).toEqual([
      100, 30, 5, 5,
    ])
    // ties (price 5) stay in their original order in both directions
    expect(names(sortRows(rows, { field: 'price', order: 'desc', kind: 'number' })).slice(2)).toEqual([
      'A watch',
      'B Watch',
    ])
  })

  it('leaves rows in place when the numeric comparison is NaN (missing field, text, empty string)', () => {
    for (const order of ['asc', 'desc'] as const) {
      expect(names(sortRows(rows, { field: 'nope', order, kind: 'number' }))).toEqual(names(rows))
      expect(names(sortRows(rows, { field: 'sku', order, kind: 'number' }))).toEqual(names(rows))
    }
    const blanks = [
      { name: 'p', stock: '' },
      { name: 'q', stock: null },
      { name: 'r', stock: undefined },
    ]
    expect(names(sortRows(blanks, { field: 'stock', order: 'asc', kind: 'number' }))).toEqual(['p', 'q', 'r'])
  })

  it("sorts 'text' with a collator and empty values first", () => {
    const r = [{ name: 'zed' }, { name: null }, { name: 'Émile' }, { name: 'adam' }]
    expect(sortRows(r as never, { field: 'name', order: 'asc', kind: 'text' }).map((x: any) => x.name)).toEqual([
      null,
      'adam',
      'Émile',
      'zed',
    ])
  })

  it('gives positions, not copies, and never touches the input', () => {
    const before = names(rows)
    expect([...sortedIndexes(rows, { field: 'price', order: 'asc', kind: 'number' })]).toEqual([1, 3, 0, 2])
    expect(names(rows)).toEqual(before)
  })
})

describe('query engine: filters', () => {
  it('searches case-insensitively in any of the fields, an empty text matching all', () => {
    const row = { name: 'Zeon Ladies Watch', sku: 'ABC-1', weight: 0.5, thumbnail: null }
    expect(matchesSearch(row, { fields: ['name'], text: 'LADIES' })).toBe(true)
    expect(matchesSearch(row, { fields: ['name'], text: 'abc' })).toBe(false)
    expect(matchesSearch(row, { fields: ['name', 'sku'], text: 'abc' })).toBe(true)
    expect(matchesSearch(row, { fields: ['weight'], text: '0.5' })).toBe(true)
    expect(matchesSearch(row, { fields: ['thumbnail'], text: 'null' })).toBe(false)
    expect(matchesSearch(row, { fields: ['name'], text: '' })).toBe(true)
    expect(matchesSearch(row, undefined)).toBe(true)
  })

  it('matches where-filters exactly, and array fields by membership', () => {
    const row = { category: 'c1', tags: ['t1', 't2'], active: false }
    expect(matchesWhere(row, { category: 'c1', active: false })).toBe(true)
    expect(matchesWhere(row, { active: 'false' })).toBe(false)
    expect(matchesWhere(row, { tags: 't2' })).toBe(true)
    expect(matchesWhere(row, { tags: 't3' })).toBe(false)
    expect(matchesWhere(row, {})).toBe(true)
  })
})

describe('query engine: runQuery', () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({
    id: `p${i}`,
    name: `Watch ${String(i).padStart(2, '0')}`,
    stock: (i * 7) % 10,
    group: i % 2 ? 'odd' : 'even',
  }))

  it('sorts, then filters, then pages, counting every match', () => {
    const spec: QuerySpec = {
      search: { fields: ['name'], text: 'watch 1' },
      sort: { field: 'name', order: 'desc', kind: 'upper' },
      offset: 2,
      limit: 3,
    }
    const result = runQuery(rows, spec)
    expect(result.total).toBe(10)
    expect(names(result.rows)).toEqual(['Watch 17', 'Watch 16', 'Watch 15'])
  })

  it('pages past the end to an empty list with the right total', () => {
    expect(runQuery(rows, { offset: 30, limit: 10 })).toEqual({ rows: [], total: 23 })
    expect(runQuery(rows, { offset: 20, limit: 10 }).rows).toHaveLength(3)
    expect(runQuery(rows, { limit: 0 }).rows).toEqual([])
    expect(runQuery(rows, {}).rows).toHaveLength(23)
    expect(runQuery(rows, { offset: -5, limit: 2 }).rows.map((r) => r.id)).toEqual(['p0', 'p1'])
  })

  it('applies where together with search', () => {
    const result = runQuery(rows, { where: { group: 'odd' }, search: { fields: ['name'], text: '2' } })
    expect(result.rows.map((r) => r.id)).toEqual(['p21'])
  })

  it('is deterministic: the same input gives the same answer', () => {
    const spec = { sort: { field: 'stock', order: 'asc', kind: 'number' } } as const
    expect(runQuery(rows, spec)).toEqual(runQuery([...rows], spec))
  })
})
