import { describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { ALL_STORES } from './stores'
import { createDb } from './database'

describe('database upgrades', () => {
  it('keeps rows written at version 1 and stamps the sync fields they lack', async () => {
    const name = `upgrade-${Date.now()}`
    // The database as the first release left it: version 1, rows without version or updatedAt.
    const v1 = new Dexie(name)
    v1.version(1).stores(ALL_STORES)
    await v1.open()
    await v1.table('users').put({ id: 'u1', email: 'old@example.com', name: 'Old Account' })
    await v1.table('inventoryProducts').bulkPut([
      { id: 'p1', name: 'Old watch', position: 0, tags: ['t1'], price: 10 },
      { id: 'p2', name: 'Stamped watch', position: 1, tags: [], version: 7, updatedAt: '2024-05-01T00:00:00.000Z' },
    ])
    await v1.table('meta').put({ key: 'seeded', value: '2024-01-01T00:00:00.000Z' })
    v1.close()

    const db = createDb(name)
    await db.open()
    expect(db.verno).toBeGreaterThan(1)
    expect(await db.table('users').get('u1')).toEqual({
      id: 'u1', email: 'old@example.com', name: 'Old Account', version: 1, updatedAt: new Date(0).toISOString(),
    })
    expect(await db.table('inventoryProducts').get('p1')).toMatchObject({ name: 'Old watch', version: 1, updatedAt: new Date(0).toISOString() })
    // Rows that already carry the fields keep them.
    expect(await db.table('inventoryProducts').get('p2')).toMatchObject({ version: 7, updatedAt: '2024-05-01T00:00:00.000Z' })
    // Indexes still find the rows, and the bookkeeping tables are left as they were.
    expect(await db.table('inventoryProducts').where('tags').equals('t1').count()).toBe(1)
    expect(await db.table('meta').get('seeded')).toEqual({ key: 'seeded', value: '2024-01-01T00:00:00.000Z' })
    db.close()
  })

  it('opens a fresh database at the current version with every store', async () => {
    const db = createDb(`fresh-${Date.now()}`)
    await db.open()
    expect(db.tables.map((t) => t.name).sort()).toEqual(Object.keys(ALL_STORES).sort())
    db.close()
  })
})
