import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createDb, type AppDb } from '@/shared/db/database'
import { patchRow, putRow, seedRows, tableRevision } from '@/shared/db/mutate'
import { blankProduct } from '@/shared/schemas/inventory'
import { coldQuery } from '@sw/runtime/query-runner'
import { generateProducts, inventoryRefs } from '@seeds/inventory'
import { seededFaker } from '@seeds/random'
import type { QuerySpec, SortKind } from './query-engine'
import { createWarmEngine } from './warm-engine'
import { WarmTable, mutatedTable } from './warm-cache'
import { runQuery } from './query-engine'

const TABLE = 'inventoryProducts'
let db: AppDb

beforeAll(async () => {
  db = createDb(`warm-${Date.now()}`)
  const faker = seededFaker('warm-engine-test')
  const refs = inventoryRefs(faker)
  const rows = generateProducts(faker, 3000, refs, { images: false })
  // Template-shaped oddities: blank new products ('' numbers) and rows missing a field entirely.
  rows.splice(7, 0, { ...blankProduct('blank-1'), position: 6.5 })
  rows.push({ ...blankProduct('blank-2'), position: 9999 })
  delete (rows[42] as Partial<(typeof rows)[number]>).weight
  await seedRows(db, TABLE, rows)
})

const FIELDS: Array<[string, SortKind]> = [
  ['name', 'upper'],
  ['sku', 'upper'],
  ['active', 'upper'],
  ['price', 'number'],
  ['stock', 'number'],
  ['weight', 'number'],
  ['category', 'text'],
  ['missing', 'number'],
  ['name', 'text'],
]

/** Specs over every sort field and kind, both orders, searches that match many, few and none, filters, pages. */
function specs(): QuerySpec[] {
  const out: QuerySpec[] = []
  const searches = ['', 'watch', 'LADIES chrono', 'zeon', 'no such thing', 'A NEW']
  let i = 0
  for (const [field, kind] of FIELDS) {
    for (const order of ['asc', 'desc'] as const) {
      for (const text of searches) {
        const page = i++ % 4
        out.push({ search: { fields: ['name'], text }, sort: { field, order, kind }, offset: page * 10, limit: 10 })
      }
    }
  }
  out.push({ where: { active: true }, search: { fields: ['name', 'sku'], text: 'a' }, offset: 5, limit: 25 })
  out.push({ where: { active: false, stock: 3 } })
  out.push({ search: { fields: ['name'], text: 'watch' }, offset: 2990, limit: 100 })
  out.push({ offset: 100000, limit: 10 })
  out.push({})
  return out
}

describe('warm worker logic and cold path', () => {
  it('give identical answers for every spec over the same data', async () => {
    const warm = createWarmEngine(db)
    const cold = coldQuery(db)
    const revision = await tableRevision(db, TABLE)
    for (const spec of specs()) {
      const a = await warm.query(TABLE, spec, revision)
      const { source, ...b } = await cold(TABLE, spec)
      expect(source).toBe('cold')
      expect(a, JSON.stringify(spec)).toEqual(b)
    }
    // The warm engine really used its caches: one table, its sorted orders and the name search keys.
    const stats = (await warm.stats())[TABLE]!
    expect(stats).toMatchObject({ revision, rows: 3002, searchKeys: 2 })
    expect(stats.orders).toBe(FIELDS.length * 2)
  })

  it('stays identical after writes, reloading on a new revision', async () => {
    const warm = createWarmEngine(db)
    const spec: QuerySpec = {
      search: { fields: ['name'], text: 'renamed' },
      sort: { field: 'price', order: 'desc', kind: 'number' },
      limit: 5,
    }
    expect((await warm.query(TABLE, spec, await tableRevision(db, TABLE))).total).toBe(0)
    const [first] = await db.table(TABLE).limit(2).toArray()
    await patchRow<any>(db, TABLE, first.id, { name: 'Renamed watch', price: 1e9 })
    await putRow(db, TABLE, { ...blankProduct('fresh'), name: 'renamed too', price: 5, position: -1 })
    const revision = await tableRevision(db, TABLE)
    const a = await warm.query(TABLE, spec, revision)
    const { source: _s, ...b } = await coldQuery(db)(TABLE, spec)
    expect(a).toEqual(b)
    // (blank rows make the price order non-transitive, the template's NaN rule: compare the set, not the order)
    expect(a.rows.map((r: any) => r.id).sort()).toEqual([first.id, 'fresh'].sort())
    expect((await warm.stats())[TABLE]!.revision).toBe(revision)
  })

  it('drops a table when Dexie reports a change to it, and only that table', async () => {
    const warm = createWarmEngine(db)
    await warm.query(TABLE, {}, await tableRevision(db, TABLE))
    await warm.query('inventoryTags', {}, await tableRevision(db, 'inventoryTags'))
    warm.onMutated({ [`idb://other-db/${TABLE}/`]: {} })
    expect(Object.keys(await warm.stats()).sort()).toEqual(['inventoryProducts', 'inventoryTags'])
    warm.onMutated({ [`idb://${db.name}/${TABLE}/position`]: {} })
    expect(Object.keys(await warm.stats())).toEqual(['inventoryTags'])
    warm.onMutated({ all: {} })
    expect(await warm.stats()).toEqual({})
  })

  it('shares one read between queries that arrive together', async () => {
    const warm = createWarmEngine(db)
    const revision = await tableRevision(db, TABLE)
    const reads = vi.spyOn(db, 'transaction')
    const answers = await Promise.all([1, 2, 3].map((n) => warm.query(TABLE, { offset: n, limit: 1 }, revision)))
    expect(answers.map((a) => a.total)).toEqual([3003, 3003, 3003])
    expect(reads).toHaveBeenCalledTimes(1)
    await warm.query(TABLE, { limit: 1 }, revision)
    expect(reads).toHaveBeenCalledTimes(1)
    reads.mockRestore()
  })
})

describe('WarmTable', () => {
  it('caches each sorted order once per (field, kind, order) and answers as runQuery', () => {
    const rows = [
      { n: 2, s: 'b' },
      { n: 'x', s: 'A' },
      { n: 1, s: 'c' },
    ]
    const t = new WarmTable(1, rows)
    const spec: QuerySpec = { sort: { field: 'n', order: 'asc', kind: 'number' } }
    expect(t.query(spec)).toEqual(runQuery(rows, spec))
    expect(t.order(spec.sort!)).toBe(t.order({ ...spec.sort! }))
    t.query({ sort: { field: 'n', order: 'desc', kind: 'number' } })
    t.query({ sort: { field: 'n', order: 'asc', kind: 'upper' } })
    expect(t.stats().orders).toBe(3)
  })

  it('reads table names from Dexie change keys of its own database only', () => {
    expect(mutatedTable('idb://clinic-suite/inventoryProducts/', 'clinic-suite')).toBe('inventoryProducts')
    expect(mutatedTable('idb://clinic-suite/inventoryProducts/:dels', 'clinic-suite')).toBe('inventoryProducts')
    expect(mutatedTable('idb://another/inventoryProducts/', 'clinic-suite')).toBeUndefined()
    expect(mutatedTable('all', 'clinic-suite')).toBeUndefined()
  })
})
