// The device's sync actions (api/sync/*): conflicts, leaving, sign-out, naming the device.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { putRow, type OutboxEntry } from '@/shared/db/mutate'
import { SYNC_META, type DeviceConflict } from '@/shared/sync/device-meta'
import { coreSeeder } from '@seeds/core'
import { contactsSeeder } from '@seeds/contacts'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { clientIdOf } from '../sync/client'
import { useSyncControls } from '../sync/controls'

const SESSION = {
  server: 'http://sync.test/',
  tenant: 'demo',
  token: 'server-token',
  account: { id: 'a', role: 'admin', personId: null },
}
const meta = async (h: Harness, key: string) =>
  ((await h.db.table('meta').get(key)) as { value?: unknown } | undefined)?.value
const setMeta = (h: Harness, key: string, value: unknown) => h.db.table('meta').put({ key, value })
const outbox = (h: Harness) => h.db.table<OutboxEntry>('outbox').toArray()

describe('api/sync', () => {
  let h: Harness
  let contact: { id: string; name: string; version: number }
  beforeEach(async () => {
    h = await createHarness({ seeders: [coreSeeder, contactsSeeder] })
    contact = (await h.db.table('contacts').toCollection().first()) as typeof contact
  })
  afterEach(() => useSyncControls(undefined))

  /** The server refused `mine` (based on an older version) and the device now holds theirs at version 7. */
  async function staleConflict(seq = 41): Promise<DeviceConflict> {
    const theirs = { ...contact, name: 'Theirs', version: 7 }
    await h.db.table('contacts').put(theirs)
    const mine = { ...contact, name: 'Mine', notes: 'kept', version: 3 }
    const c: DeviceConflict = {
      seq,
      table: 'contacts',
      rowId: contact.id,
      reason: 'stale',
      message: 'Edited elsewhere',
      mine,
      theirs: {
        table: 'contacts',
        id: contact.id,
        version: 7,
        updatedAt: '2026-11-24T10:00:00.000Z',
        deleted: false,
        row: theirs,
      },
      at: '2026-11-24T10:00:01.000Z',
    }
    await setMeta(h, SYNC_META.conflicts, [c])
    return c
  }

  describe('reapply', () => {
    it('writes mine on top of the current version and closes the conflict', async () => {
      await staleConflict()
      const res = await h.call('POST', 'api/sync/conflicts/41/reapply')
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ table: 'contacts', id: contact.id, version: 8 })
      expect(await h.db.table('contacts').get(contact.id)).toMatchObject({ name: 'Mine', notes: 'kept', version: 8 })
      const [entry] = await outbox(h)
      // The push assumes the row the server gave: it goes through as a normal edit of version 7.
      expect(entry).toMatchObject({
        table: 'contacts',
        rowId: contact.id,
        op: 'put',
        version: 8,
        assumed: { version: 7, name: 'Theirs' },
      })
      expect(await meta(h, SYNC_META.conflicts)).toEqual([])
    })

    it('deletes again a refused deletion', async () => {
      const c = await staleConflict()
      await setMeta(h, SYNC_META.conflicts, [{ ...c, mine: null }])
      expect((await h.call('POST', 'api/sync/conflicts/41/reapply')).body).toEqual({
        table: 'contacts',
        id: contact.id,
        version: null,
      })
      expect(await h.db.table('contacts').get(contact.id)).toBeUndefined()
      expect((await outbox(h))[0]).toMatchObject({ op: 'delete', assumed: { version: 7 } })
    })

    it('refuses a rule refusal (it would be refused again) and keeps it', async () => {
      const c = await staleConflict()
      await setMeta(h, SYNC_META.conflicts, [{ ...c, reason: 'rule', rule: 'doctor-overlap' }])
      const res = await h.call('POST', 'api/sync/conflicts/41/reapply')
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({ field: 'seq', reason: 'Refused as rule' })
      expect(await meta(h, SYNC_META.conflicts)).toHaveLength(1)
      expect(await outbox(h)).toEqual([])
    })

    it('answers 404 for an unknown conflict and 400 for a bad number', async () => {
      await staleConflict()
      expect((await h.call('POST', 'api/sync/conflicts/9/reapply')).status).toBe(404)
      expect((await h.call('POST', 'api/sync/conflicts/x/reapply')).body).toMatchObject({ field: 'seq' })
    })
  })

  it('discard removes the conflict and keeps their row', async () => {
    await staleConflict(41)
    const other = { ...(await staleConflict(42)), seq: 42 }
    await setMeta(h, SYNC_META.conflicts, [{ ...other, seq: 41 }, other])
    expect((await h.call('POST', 'api/sync/conflicts/41/discard')).status).toBe(200)
    expect(((await meta(h, SYNC_META.conflicts)) as DeviceConflict[]).map((c) => c.seq)).toEqual([42])
    expect(await h.db.table('contacts').get(contact.id)).toMatchObject({ name: 'Theirs', version: 7 })
    expect(await outbox(h)).toEqual([])
  })

  it('notice makes one notification per conflict, in the words the page sends', async () => {
    await staleConflict()
    const body = { title: 'Cambio no guardado', description: 'Contacto Jane Doe: fue editado en otro dispositivo' }
    const first = await h.call('POST', 'api/sync/conflicts/41/notice', { body })
    const again = await h.call('POST', 'api/sync/conflicts/41/notice', { body })
    expect([first.body.created, again.body.created]).toEqual([true, false])
    const list = (await h.call('GET', 'api/common/notifications')).body as Array<{
      id: string
      title: string
      link: string
    }>
    expect(list.filter((n) => n.id === first.body.id)).toEqual([
      expect.objectContaining({
        title: body.title,
        description: body.description,
        link: '/settings#sync',
        read: false,
      }),
    ])
    // The notice is this device's own: never pushed, so a role the server refuses it to cannot loop.
    expect((await outbox(h)).filter((e: { table: string }) => e.table === 'notifications')).toEqual([])
    expect((await h.call('POST', 'api/sync/conflicts/41/notice', { body: { title: '' } })).body).toMatchObject({
      field: 'title',
    })
  })

  describe('leave', () => {
    beforeEach(async () => {
      await setMeta(h, SYNC_META.session, SESSION)
      await setMeta(h, SYNC_META.joined, 'http://sync.test/|demo|a|x')
    })

    it('refuses while changes are unsent, naming how many, and leaves nothing changed', async () => {
      await putRow(h.db, 'contacts', { ...contact, name: 'One' })
      await putRow(h.db, 'tasks', { id: 't-new', title: 'Two' })
      const res = await h.call('POST', 'api/sync/leave', { body: {} })
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({ field: 'discardUnsent', unsent: 2, conflicts: 0 })
      expect(await meta(h, SYNC_META.session)).toEqual(SESSION)
      expect(await outbox(h)).toHaveLength(2)
    })

    it('counts open conflicts as work that would be lost', async () => {
      await staleConflict()
      expect((await h.call('POST', 'api/sync/leave', { body: {} })).body).toMatchObject({ unsent: 0, conflicts: 1 })
    })

    it('leaves once confirmed: session, join and unsent changes go, the data stays', async () => {
      await putRow(h.db, 'contacts', { ...contact, name: 'One' })
      let forgotten = 0
      let rounds = 0
      useSyncControls({ runNow: async () => void (rounds += 1), forget: () => void (forgotten += 1), fetchFn: fetch })
      const res = await h.call('POST', 'api/sync/leave', { body: { discardUnsent: true } })
      expect(res).toEqual({ status: 200, body: { discarded: 1 } })
      expect([rounds, forgotten]).toEqual([1, 1])
      expect(await meta(h, SYNC_META.session)).toBeUndefined()
      expect(await meta(h, SYNC_META.joined)).toBeUndefined()
      expect(await outbox(h)).toEqual([])
      expect(await h.db.table('contacts').get(contact.id)).toMatchObject({ name: 'One' })
    })

    it('leaves at once with nothing unsent; a bad flag is a 400', async () => {
      expect((await h.call('POST', 'api/sync/leave', { body: { discardUnsent: 'yes' } })).body).toMatchObject({
        field: 'discardUnsent',
      })
      expect((await h.call('POST', 'api/sync/leave', { body: {} })).status).toBe(200)
      expect((await h.call('POST', 'api/sync/leave', { body: {} })).status).toBe(409)
    })
  })

  it('sign-out ends the server session but keeps the join for the same account', async () => {
    await setMeta(h, SYNC_META.session, SESSION)
    await setMeta(h, SYNC_META.joined, 'k')
    expect((await h.call('POST', 'api/sync/sign-out', { token: null })).status).toBe(200)
    expect(await meta(h, SYNC_META.session)).toBeUndefined()
    expect(await meta(h, SYNC_META.joined)).toBe('k')
  })

  describe('device name', () => {
    const serverAnswering = (status: number, seen: Array<{ url: string; init: RequestInit }>) => {
      const fetchFn = (async (url: URL, init: RequestInit) => (
        seen.push({ url: String(url), init }),
        new Response('{}', { status })
      )) as unknown as typeof fetch
      useSyncControls({ runNow: async () => undefined, forget: () => undefined, fetchFn })
    }

    it('is sent to the server with the client id and kept once it took it', async () => {
      await setMeta(h, SYNC_META.session, SESSION)
      const seen: Array<{ url: string; init: RequestInit }> = []
      serverAnswering(200, seen)
      expect((await h.call('PUT', 'api/sync/device', { body: { name: 'Front desk' } })).body).toEqual({
        name: 'Front desk',
      })
      expect(seen[0]!.url).toBe('http://sync.test/sync/device')
      expect(seen[0]!.init).toMatchObject({ method: 'PUT', headers: { authorization: 'server-token' } })
      expect(JSON.parse(String(seen[0]!.init.body))).toEqual({
        clientId: await meta(h, SYNC_META.clientId),
        name: 'Front desk',
      })
      expect(await meta(h, SYNC_META.deviceName)).toBe('Front desk')
    })

    it('fails visibly when the server does not take it (no route yet, offline)', async () => {
      await setMeta(h, SYNC_META.session, SESSION)
      serverAnswering(404, [])
      const res = await h.call('PUT', 'api/sync/device', { body: { name: 'Front desk' } })
      expect(res.status).toBe(502)
      expect(res.body).toMatchObject({ field: 'name', reason: 'Server answered 404' })
      expect(await meta(h, SYNC_META.deviceName)).toBeUndefined()
      expect((await h.call('PUT', 'api/sync/device', { body: { name: '' } })).body).toMatchObject({ field: 'name' })
    })
  })

  describe('devices of the business', () => {
    const serverListing = (answer: () => Response, seen: string[] = []) => {
      const fetchFn = (async (url: URL) => (seen.push(String(url)), answer())) as unknown as typeof fetch
      useSyncControls({ runNow: async () => undefined, forget: () => undefined, fetchFn })
    }
    const listed = (clientId: string, name: string | null) => ({
      clientId,
      name,
      accountId: 'a1',
      accountName: 'Ana Ruiz',
      accountEmail: 'reception@clinic.com',
      role: 'reception',
      firstSeen: '2026-03-02T10:00:00.000Z',
      lastSeen: '2026-03-02T11:42:10.000Z',
    })

    it("lists the server's devices for the admin, this one marked", async () => {
      await setMeta(h, SYNC_META.session, SESSION)
      const own = await clientIdOf(h.db)
      const seen: string[] = []
      serverListing(
        () => Response.json({ devices: [listed('other-device-1', 'Front desk'), listed(String(own), null)] }),
        seen,
      )
      const res = await h.call('GET', 'api/sync/devices')
      expect(res.status).toBe(200)
      expect(seen).toEqual(['http://sync.test/sync/devices'])
      expect((res.body as { devices: unknown[] }).devices).toEqual([
        expect.objectContaining({
          clientId: 'other-device-1',
          name: 'Front desk',
          accountName: 'Ana Ruiz',
          thisDevice: false,
        }),
        expect.objectContaining({ clientId: own, name: null, role: 'reception', thisDevice: true }),
      ])
    })

    it('is refused to other roles before the server is asked', async () => {
      await setMeta(h, SYNC_META.session, SESSION)
      const seen: string[] = []
      serverListing(() => Response.json({ devices: [] }), seen)
      const token = await h.accountToken({ id: 'rec-1', email: 'rec@clinic.test', role: 'reception' })
      const res = await h.call('GET', 'api/sync/devices', { token })
      expect(res.status).toBe(403)
      expect(seen).toEqual([])
    })

    it('says when the server cannot be reached or refuses, and when the device does not sync', async () => {
      expect((await h.call('GET', 'api/sync/devices')).status).toBe(409)
      await setMeta(h, SYNC_META.session, SESSION)
      serverListing(() => {
        throw new TypeError('Failed to fetch')
      })
      expect((await h.call('GET', 'api/sync/devices')).body).toMatchObject({
        field: 'devices',
        reason: 'Server unreachable',
      })
      serverListing(() => Response.json({ error: 'Forbidden' }, { status: 403 }))
      const refused = await h.call('GET', 'api/sync/devices')
      expect(refused.status).toBe(502)
      expect(refused.body).toMatchObject({ reason: 'Server answered 403' })
    })
  })
})
