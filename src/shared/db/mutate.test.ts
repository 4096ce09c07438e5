import { beforeEach, describe, expect, it } from 'vitest'
import { createDb, type AppDb } from './database'
import {
  acknowledgeOutbox,
  deleteRow,
  patchRow,
  putRow,
  putRows,
  seedRows,
  tableRevision,
  takeOutboxForPush,
  writeTx,
  type OutboxEntry,
} from './mutate'

let db: AppDb
let n = 0
beforeEach(async () => {
  db = createDb(`mutate-${Date.now()}-${n++}`)
  await db.open()
})

const outbox = () => db.table<OutboxEntry>('outbox').orderBy('seq').toArray()
const T = 'inventoryTags'
/** As if a sync had pushed every waiting entry: the next write of a row starts a new entry. */
const pushAll = async () => acknowledgeOutbox(db, await takeOutboxForPush(db, 1000))

describe('putRow', () => {
  it('stamps version 1 and updatedAt, appends a put to the outbox and bumps the revision', async () => {
    const before = await tableRevision(db, T)
    const row = await putRow(db, T, { id: 't1', title: 'mens' })
    expect(row).toMatchObject({ id: 't1', title: 'mens', version: 1 })
    expect(Date.parse(row.updatedAt)).not.toBeNaN()
    expect(await db.table(T).get('t1')).toEqual(row)
    expect(await outbox()).toEqual([
      { seq: expect.any(Number), table: T, rowId: 't1', op: 'put', at: row.updatedAt, version: 1, assumed: null, row },
    ])
    expect(await tableRevision(db, T)).toBe(before + 1)
  })

  it('makes an id when none is given and counts versions up from the stored row', async () => {
    const first = await putRow<{ id?: string; title: string }>(db, T, { title: 'x' })
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/)
    await pushAll()
    const second = await putRow(db, T, { ...first, title: 'y' })
    expect(second.version).toBe(2)
    const entries = await outbox()
    // The entry carries the state the writer assumed, for the document-state sync protocol.
    expect(entries[0]).toMatchObject({ op: 'put', version: 2, assumed: first, row: second })
  })
})

describe('putRows', () => {
  it('writes many rows like putRow does, coalescing with waiting entries, in one revision bump', async () => {
    const a = await putRow(db, T, { id: 'a', title: 'a' })
    await pushAll()
    await putRow(db, T, { id: 'b', title: 'b' })
    const rev = await tableRevision(db, T)
    const [a2, b2, c1] = await putRows(db, T, [
      { id: 'a', title: 'a2' },
      { id: 'b', title: 'b2' },
      { id: 'c', title: 'c' },
    ])
    expect([a2!.version, b2!.version, c1!.version]).toEqual([2, 2, 1])
    expect(await db.table(T).get('b')).toEqual(b2)
    expect((await outbox()).map((e) => [e.rowId, e.version, e.assumed])).toEqual([
      ['b', 2, null],
      ['a', 2, a],
      ['c', 1, null],
    ])
    expect(await tableRevision(db, T)).toBe(rev + 1)
  })

  it('clears tombstones of the ids it writes and refuses duplicate ids without writing', async () => {
    await putRow(db, T, { id: 'a', title: 'a' })
    await deleteRow(db, T, 'a')
    await putRows(db, T, [{ id: 'a', title: 'back' }])
    expect(await db.table('tombstones').get([T, 'a'])).toBeUndefined()
    await expect(
      putRows(db, T, [
        { id: 'x', title: '1' },
        { id: 'x', title: '2' },
      ]),
    ).rejects.toThrow('duplicate ids')
    expect(await db.table(T).get('x')).toBeUndefined()
  })
})

describe('patchRow', () => {
  it('merges changes, bumps the version and records the assumed state', async () => {
    const row = await putRow(db, T, { id: 't1', title: 'a', position: 3 })
    await pushAll()
    const patched = await patchRow<typeof row & { title: string }>(db, T, 't1', { title: 'b' })
    expect(patched).toMatchObject({ id: 't1', title: 'b', position: 3, version: 2 })
    expect((await outbox()).at(-1)).toMatchObject({ op: 'put', assumed: row, version: 2 })
  })

  it('answers undefined for an unknown id and writes nothing', async () => {
    const rev = await tableRevision(db, T)
    expect(await patchRow(db, T, 'missing', { title: 'x' } as never)).toBeUndefined()
    expect(await outbox()).toEqual([])
    expect(await tableRevision(db, T)).toBe(rev)
  })
})

describe('deleteRow', () => {
  it('removes the row, leaves a tombstone with the next version and a delete in the outbox', async () => {
    const row = await putRow(db, T, { id: 't1', title: 'a' })
    await pushAll()
    const rev = await tableRevision(db, T)
    expect(await deleteRow(db, T, 't1')).toBe(true)
    expect(await db.table(T).get('t1')).toBeUndefined()
    expect(await db.table('tombstones').get([T, 't1'])).toMatchObject({
      table: T,
      id: 't1',
      version: 2,
      deletedAt: expect.any(String),
    })
    expect((await outbox()).at(-1)).toMatchObject({ op: 'delete', rowId: 't1', version: 2, assumed: row, row: null })
    expect(await tableRevision(db, T)).toBe(rev + 1)
  })

  it('answers false for an unknown id; writing the id again clears its tombstone', async () => {
    expect(await deleteRow(db, T, 'nope')).toBe(false)
    await putRow(db, T, { id: 't1', title: 'a' })
    await deleteRow(db, T, 't1')
    await putRow(db, T, { id: 't1', title: 'back' })
    expect(await db.table('tombstones').get([T, 't1'])).toBeUndefined()
  })
})

describe('writeTx', () => {
  it('commits every write of a handler together, or none of them', async () => {
    await putRow(db, T, { id: 't1', title: 'a' })
    const rev = await tableRevision(db, T)
    await expect(
      writeTx(db, [T, 'inventoryProducts'], async () => {
        await patchRow(db, T, 't1', { title: 'changed' } as never)
        await deleteRow(db, T, 't1')
        throw new Error('refused halfway')
      }),
    ).rejects.toThrow('refused halfway')
    expect(await db.table(T).get('t1')).toMatchObject({ title: 'a', version: 1 })
    expect(await outbox()).toHaveLength(1)
    expect(await db.table('tombstones').count()).toBe(0)
    expect(await tableRevision(db, T)).toBe(rev)
  })
})

describe('seedRows', () => {
  it('writes in chunks with version 1 and no outbox entries, bumping the revision per chunk', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, title: `t${i}` }))
    await seedRows(db, T, rows, 5)
    expect(await db.table(T).count()).toBe(12)
    expect(await db.table(T).get('r0')).toMatchObject({ version: 1, updatedAt: new Date(0).toISOString() })
    expect(await outbox()).toEqual([])
    expect(await tableRevision(db, T)).toBe(3)
  })
})
