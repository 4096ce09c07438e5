import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Sql } from '../db/database'
import type { Actor } from '../tokens'
import { dataOf, deleteEntry, putEntry, storedRow, type SyncedRow } from '../../test/fixtures'
import { createServerHarness, DEMO, NOW, type Harness } from '../../test/harness'
import { push, type PushEntry } from './push'

const T = 'alpha'

const notes = (from: number, count: number, tag: string): PushEntry[] =>
  Array.from({ length: count }, (_, i) =>
    putEntry(from + i, 'notes', { id: `${tag}-${i}`, title: `Note ${i}`, notes: tag, labels: [] }),
  )

type Statement = (text: string, params: unknown[]) => boolean

/** The database as push() sees it, counting the statements it sends and failing those `fails` names. */
function watched(db: Database, fails: Statement = () => false) {
  const seen = { statements: 0 }
  const sqlOf = (inner: Sql): Sql => ({
    query: async (text, params = []) => {
      seen.statements += 1
      if (fails(text, params)) throw new Error('connection lost')
      return inner.query(text, params)
    },
    exec: (script) => inner.exec(script),
  })
  const wrapped: Database = { ...db, ...sqlOf(db), transaction: (fn) => db.transaction((tx) => fn(sqlOf(tx))) }
  return { db: wrapped, seen }
}

describe('a push of many entries', () => {
  let h: Harness
  let admin: Actor
  beforeAll(async () => {
    h = await createServerHarness([T])
    const [account] = await h.db.query<{ id: string }>('select id from accounts where tenant_id = $1 and email = $2', [
      T,
      DEMO.admin.email,
    ])
    admin = { tenantId: T, accountId: account!.id, role: 'admin', personId: null }
  })
  afterAll(() => h.close())

  it('applies 50 entries in a fixed number of statements, not several per entry', async () => {
    const { db, seen } = watched(h.db)
    const results = await push(db, admin, { clientId: 'device-bulk', entries: notes(1, 50, 'bulk') }, NOW)
    expect(results.every((r) => r.status === 'accepted')).toBe(true)
    // Their checkpoints are consecutive, in entry order.
    const checkpoints = results.map((r) => (r.status === 'accepted' ? r.checkpoint : 0))
    expect(checkpoints).toEqual(checkpoints.map((_, i) => checkpoints[0]! + i))
    expect(seen.statements).toBeLessThanOrEqual(12)
  })

  it('keeps that number when appointments change without moving: no rule reads the database for them', async () => {
    const appointments = (await dataOf<SyncedRow>(h.db, T, 'appointments')).slice(0, 20)
    expect(appointments.length).toBe(20)
    const entries = appointments.flatMap((a, i) => [
      notes(2 * i + 1, 1, `beside-${i}`)[0]!,
      putEntry(2 * i + 2, 'appointments', { ...a, notes: `Bring the last results (${i})` }, a),
    ])
    const { db, seen } = watched(h.db)
    const results = await push(db, admin, { clientId: 'device-notes', entries }, NOW)
    expect(results.every((r) => r.status === 'accepted')).toBe(true)
    expect(seen.statements).toBeLessThanOrEqual(12)
    expect(await storedRow(h.db, T, 'appointments', appointments[19]!.id)).toMatchObject({
      data: { notes: 'Bring the last results (19)' },
    })
  })

  it('tells live devices once per push, at its last checkpoint', async () => {
    const signals: number[] = []
    const stop = h.live.subscribe(T, (checkpoint) => signals.push(checkpoint))
    const res = await h.call('POST', '/sync/push', {
      token: await h.signIn(T, 'admin'),
      body: { clientId: 'device-signal', entries: notes(1, 50, 'signal') },
    })
    await new Promise((r) => setTimeout(r, 300))
    stop()
    // A signal of the push before may still be on its way: only this push's checkpoints count.
    const mine = signals.filter((c) => c >= res.body.results[0].checkpoint)
    expect(mine).toEqual([res.body.results[49].checkpoint])
  })

  it('commits nothing of a push that fails halfway, and applies all of it when sent again', async () => {
    const entries = notes(1, 20, 'crash')
    // The connection drops as the last entry's receipt is written: before it, the push had applied 19.
    const lastReceipt: Statement = (text, [, , seq]) =>
      /^\s*update push_receipts/.test(text) && (seq === 20 || String(seq).includes('"seq":20,'))
    const failing = watched(h.db, lastReceipt)
    await expect(push(failing.db, admin, { clientId: 'device-crash', entries }, NOW)).rejects.toThrow('connection lost')
    expect(await storedRow(h.db, T, 'notes', 'crash-0')).toBeUndefined()
    const again = await push(h.db, admin, { clientId: 'device-crash', entries }, NOW)
    expect(again.map((r) => [r.status, r.status === 'accepted' && r.version])).toEqual(
      entries.map(() => ['accepted', 1]),
    )
  })

  it('applies concurrent copies of one push once, and answers every copy the same', async () => {
    const entries = notes(1, 50, 'twice')
    const token = await h.signIn(T, 'reception')
    const copies = await Promise.all(
      Array.from({ length: 6 }, () =>
        h.call('POST', '/sync/push', { token, body: { clientId: 'device-twice', entries } }),
      ),
    )
    expect(copies.every((c) => c.status === 200)).toBe(true)
    for (const c of copies) expect(c.body.results).toEqual(copies[0]!.body.results)
    expect(copies[0]!.body.results.every((r: { status: string }) => r.status === 'accepted')).toBe(true)
    expect(await storedRow(h.db, T, 'notes', 'twice-49')).toMatchObject({ version: 1 })
  })

  it("sees its own earlier entries: a deleted patient's document number is free for the next entry", async () => {
    const [gone, other] = await dataOf<SyncedRow>(h.db, T, 'persons')
    const results = await push(
      h.db,
      admin,
      {
        clientId: 'device-order',
        entries: [
          deleteEntry(1, 'persons', gone!),
          putEntry(
            2,
            'persons',
            { ...other!, documentNumber: gone!.documentNumber, documentType: gone!.documentType },
            other!,
          ),
          putEntry(3, 'notes', { id: 'order-note', title: 'A', notes: '', labels: [] }),
          putEntry(4, 'notes', { id: 'order-note', title: 'B', notes: '', labels: [], version: 1 }, { version: 1 }),
        ],
      },
      NOW,
    )
    expect(results.map((r) => r.status)).toEqual(['accepted', 'accepted', 'accepted', 'accepted'])
    expect(await storedRow(h.db, T, 'persons', gone!.id)).toMatchObject({ deleted: true })
    expect(await storedRow(h.db, T, 'persons', other!.id)).toMatchObject({
      data: { documentNumber: gone!.documentNumber },
    })
    expect(await storedRow(h.db, T, 'notes', 'order-note')).toMatchObject({ version: 2, data: { title: 'B' } })
  })
})
