import { describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { ALL_STORES, STORES_V4 } from './stores'
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
      id: 'u1',
      email: 'old@example.com',
      name: 'Old Account',
      version: 1,
      updatedAt: new Date(0).toISOString(),
    })
    expect(await db.table('inventoryProducts').get('p1')).toMatchObject({
      name: 'Old watch',
      version: 1,
      updatedAt: new Date(0).toISOString(),
    })
    // Rows that already carry the fields keep them.
    expect(await db.table('inventoryProducts').get('p2')).toMatchObject({
      version: 7,
      updatedAt: '2024-05-01T00:00:00.000Z',
    })
    // Indexes still find the rows, and the bookkeeping tables are left as they were.
    expect(await db.table('inventoryProducts').where('tags').equals('t1').count()).toBe(1)
    expect(await db.table('meta').get('seeded')).toEqual({ key: 'seeded', value: '2024-01-01T00:00:00.000Z' })
    db.close()
  })

  it('gives the mail of the shared inbox to the demo admin when mail becomes per account (v3)', async () => {
    const name = `upgrade-mail-${Date.now()}`
    const v2 = new Dexie(name)
    v2.version(1).stores(ALL_STORES)
    v2.version(2).stores({})
    await v2.open()
    await v2.table('users').bulkPut([
      { id: 'admin-1', email: 'hughes.brian@company.com', role: 'admin' },
      { id: 'patient-1', email: 'ana@example.com', role: 'patient' },
    ])
    await v2.table('mails').bulkPut([
      { id: 'm1', folder: 'f1', date: '2024-01-01', to: 'ana@example.com' },
      { id: 'm2', folder: 'f1', date: '2024-01-02', owner: 'patient-1' },
    ])
    await v2.table('mailLabels').put({ id: 'l1', slug: 'work', title: 'Work' })
    v2.close()

    const db = createDb(name)
    await db.open()
    expect(await db.table('mails').where('owner').equals('admin-1').primaryKeys()).toEqual(['m1'])
    expect(await db.table('mails').get('m2')).toMatchObject({ owner: 'patient-1' })
    expect(await db.table('mailLabels').get('l1')).toMatchObject({ owner: 'admin-1', slug: 'work' })
    db.close()
  })

  it('opens a fresh database at the current version with every store', async () => {
    const db = createDb(`fresh-${Date.now()}`)
    await db.open()
    expect(db.tables.map((t) => t.name).sort()).toEqual(Object.keys({ ...ALL_STORES, ...STORES_V4 }).sort())
    db.close()
  })

  it('adds the support requests table to a database installed at version 3, keeping its rows (v4)', async () => {
    const name = `upgrade-support-${Date.now()}`
    const v3 = createDbAt(name, 3)
    await v3.open()
    await v3.table('notes').put({ id: 'n1', title: 'Kept' })
    v3.close()

    const db = createDb(name)
    await db.open()
    expect(db.verno).toBe(4)
    await db.table('supportRequests').put({ id: 's1', createdAt: '2026-01-01T00:00:00.000Z', userId: 'u1' })
    expect(await db.table('supportRequests').where('userId').equals('u1').primaryKeys()).toEqual(['s1'])
    expect(await db.table('notes').get('n1')).toMatchObject({ title: 'Kept' })
    db.close()
  })
})

/** The database as a release with versions 1 to `last` declared it. */
function createDbAt(name: string, last: 3) {
  const db = new Dexie(name)
  db.version(1).stores(ALL_STORES)
  db.version(2).stores({})
  if (last >= 3) db.version(3).stores({ mails: 'id, folder, date, owner', mailLabels: 'id, &slug, owner' })
  return db
}
