import { beforeEach, describe, expect, it } from 'vitest'
import { createDb, type AppDb } from './database'
import {
  acknowledgeOutbox,
  deleteRow,
  patchRow,
  putRow,
  releaseOutbox,
  takeOutboxForPush,
  type OutboxEntry,
} from './mutate'

let db: AppDb
let n = 0
beforeEach(async () => {
  db = createDb(`outbox-${Date.now()}-${n++}`)
  await db.open()
})

const outbox = () => db.table<OutboxEntry>('outbox').orderBy('seq').toArray()
const T = 'inventoryTags'

describe('outbox coalescing: one waiting entry per row', () => {
  it('put + put keeps the first assumed state and place, with the latest row and version', async () => {
    const v1 = await putRow(db, T, { id: 'a', title: 'one' })
    await putRow(db, T, { id: 'b', title: 'other' })
    await patchRow(db, T, 'a', { title: 'two' } as never)
    const v3 = await patchRow(db, T, 'a', { title: 'three' } as never)
    const entries = await outbox()
    expect(entries.map((e) => e.rowId)).toEqual(['a', 'b'])
    expect(entries[0]).toEqual({
      seq: entries[0]!.seq,
      table: T,
      rowId: 'a',
      op: 'put',
      at: v3!.updatedAt,
      version: 3,
      assumed: null,
      row: v3,
    })
    expect(entries[0]!.seq).toBeLessThan(entries[1]!.seq!)
    expect(v1.version).toBe(1)
  })

  it('an edited row that existed before keeps the state found before the first edit', async () => {
    await db.table(T).put({ id: 'a', title: 'seeded', version: 1, updatedAt: new Date(0).toISOString() })
    const seeded = await db.table(T).get('a')
    await patchRow(db, T, 'a', { title: 'x' } as never)
    const last = await patchRow(db, T, 'a', { title: 'y' } as never)
    expect(await outbox()).toEqual([expect.objectContaining({ op: 'put', version: 3, assumed: seeded, row: last })])
  })

  it('put + delete of an existing row becomes one delete assuming the first state', async () => {
    await db.table(T).put({ id: 'a', title: 'seeded', version: 1, updatedAt: new Date(0).toISOString() })
    const seeded = await db.table(T).get('a')
    await patchRow(db, T, 'a', { title: 'x' } as never)
    await deleteRow(db, T, 'a')
    expect(await outbox()).toEqual([
      expect.objectContaining({ op: 'delete', rowId: 'a', version: 3, assumed: seeded, row: null }),
    ])
    expect(await db.table('tombstones').get([T, 'a'])).toMatchObject({ version: 3 })
  })

  it('a new row deleted before any push leaves no entry (the other side never saw it), but its tombstone', async () => {
    await putRow(db, T, { id: 'b', title: 'kept' })
    await putRow(db, T, { id: 'a', title: 'new' })
    await patchRow(db, T, 'a', { title: 'edited' } as never)
    await deleteRow(db, T, 'a')
    expect((await outbox()).map((e) => e.rowId)).toEqual(['b'])
    expect(await db.table('tombstones').get([T, 'a'])).toMatchObject({ id: 'a' })
  })

  it('delete + put of an existing row becomes one put assuming the state before the delete', async () => {
    await db.table(T).put({ id: 'a', title: 'seeded', version: 1, updatedAt: new Date(0).toISOString() })
    const seeded = await db.table(T).get('a')
    await deleteRow(db, T, 'a')
    const back = await putRow(db, T, { id: 'a', title: 'back' })
    expect(await outbox()).toEqual([expect.objectContaining({ op: 'put', assumed: seeded, row: back })])
    expect(await db.table('tombstones').get([T, 'a'])).toBeUndefined()
  })

  it('ten edits of one ~1.9 MB note leave one entry of two copies, not twenty', async () => {
    const content = 'x'.repeat(1_900_000)
    await putRow(db, 'notes', { id: 'big', title: 'big', content, seq: 0 })
    for (let i = 0; i < 9; i++) await patchRow(db, 'notes', 'big', { title: `edit ${i}` } as never)
    const entries = await outbox()
    expect(entries).toHaveLength(1)
    expect(JSON.stringify(entries).length).toBeLessThan(2 * 1_900_000 + 10_000)
  })
})

describe('outbox push hand-off', () => {
  it('a write made while its entry is in flight gets a new entry assuming the pushed row', async () => {
    const v1 = await putRow(db, T, { id: 'a', title: 'one' })
    const pushed = await takeOutboxForPush(db, 10)
    expect(pushed).toEqual([expect.objectContaining({ rowId: 'a', pushing: true })])
    const v2 = await patchRow(db, T, 'a', { title: 'two' } as never)
    await deleteRow(db, T, 'a')
    // The delete folds into the new waiting entry; the pushed put is left alone.
    await acknowledgeOutbox(db, pushed)
    expect(await outbox()).toEqual([expect.objectContaining({ op: 'delete', version: 3, assumed: v1, row: null })])
    expect(v2!.version).toBe(2)
  })

  it('a failed push puts the entries back, folding writes made meanwhile into them', async () => {
    await putRow(db, T, { id: 'a', title: 'one' })
    await putRow(db, T, { id: 'b', title: 'one' })
    const pushed = await takeOutboxForPush(db, 10)
    const a2 = await patchRow(db, T, 'a', { title: 'two' } as never)
    await deleteRow(db, T, 'b')
    await releaseOutbox(db, pushed)
    expect(await outbox()).toEqual([
      { seq: pushed[0]!.seq, table: T, rowId: 'a', op: 'put', at: a2!.updatedAt, version: 2, assumed: null, row: a2 },
    ])
    expect(await takeOutboxForPush(db, 1)).toHaveLength(1)
  })
})
