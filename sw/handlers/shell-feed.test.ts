import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { shellSeeder } from '@seeds/shell'

let h: Harness
const seededAt = new Date('2025-03-10T12:00:00.000Z')
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, shellSeeder], now: seededAt })
})

describe.each([
  { table: 'messages', key: 'message', total: 9, unread: 5 },
  { table: 'notifications', key: 'notification', total: 9, unread: 3 },
] as const)('api/common/$table', ({ table, key, total, unread }) => {
  const base = `api/common/${table}`
  const list = async () =>
    (await h.call('GET', base)).body as Array<{
      id: string
      read: boolean
      seen?: boolean
      time: string
      title: string
    }>

  it(`lists ${total} seeded items (${unread} unread), newest first, with times relative to seeding`, async () => {
    const items = await list()
    expect(items).toHaveLength(total)
    expect(items.filter((i) => !i.read)).toHaveLength(unread)
    expect(items.map((i) => i.time)).toEqual([...items.map((i) => i.time)].sort().reverse())
    expect(new Date(items[0]!.time).getTime()).toBe(seededAt.getTime() - 25 * 60_000)
    expect(Object.keys(items[0]!)).not.toContain('userId')
  })

  it('creates at the front with a new id, now as its time and unread', async () => {
    const created = await h.call('POST', base, { body: { [key]: { title: 'Hola', description: 'Nuevo elemento' } } })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({
      id: expect.any(String),
      title: 'Hola',
      read: false,
      time: seededAt.toISOString(),
    })
    expect((await list())[0]!.id).toBe(created.body.id)
  })

  it('merges a PATCH, keeping the fields left out', async () => {
    const first = (await list())[0]!
    const res = await h.call('PATCH', base, { body: { id: first.id, [key]: { read: true } } })
    expect(res.body).toMatchObject({ id: first.id, title: first.title, read: true, time: first.time })
  })

  it('toggles the read status from the payload', async () => {
    const first = (await list())[0]!
    expect(
      (await h.call('POST', `${base}/toggle-read-status`, { body: { [key]: { id: first.id, read: true } } })).body.read,
    ).toBe(true)
    expect(
      (await h.call('POST', `${base}/toggle-read-status`, { body: { [key]: { id: first.id, read: false } } })).body
        .read,
    ).toBe(false)
    expect((await list()).filter((i) => !i.read)).toHaveLength(unread)
  })

  it('marks all as read and seen with a GET', async () => {
    expect(await h.call('GET', `${base}/mark-all-as-read`)).toEqual({ status: 200, body: true })
    expect((await list()).every((i) => i.read && i.seen)).toBe(true)
  })

  it('deletes one, answering it, and deletes all', async () => {
    const first = (await list())[0]!
    expect((await h.call('DELETE', base, { query: { id: first.id } })).body.id).toBe(first.id)
    expect(await list()).toHaveLength(total - 1)
    expect(await h.call('DELETE', `${base}/all`)).toEqual({ status: 200, body: true })
    expect(await list()).toEqual([])
    expect(await h.db.table('tombstones').where('table').equals(table).count()).toBe(total)
  })

  it('answers 404 for unknown ids and 400 naming the field', async () => {
    expect((await h.call('PATCH', base, { body: { id: 'nope', [key]: { read: true } } })).status).toBe(404)
    expect((await h.call('DELETE', base, { query: { id: 'nope' } })).status).toBe(404)
    expect(
      (await h.call('POST', `${base}/toggle-read-status`, { body: { [key]: { id: 'nope', read: true } } })).status,
    ).toBe(404)
    expect((await h.call('POST', base, { body: { [key]: { title: 'x' } } })).body).toMatchObject({
      field: `${key}.description`,
    })
    expect((await h.call('POST', base, { body: {} })).body.field).toBe(key)
    expect((await h.call('PATCH', base, { body: { [key]: {} } })).body.field).toBe('id')
    const first = (await list())[0]!
    expect((await h.call('PATCH', base, { body: { id: first.id } })).body.field).toBe(key)
    expect((await h.call('PATCH', base, { body: { id: first.id, [key]: { read: 'yes' } } })).body.field).toBe(
      `${key}.read`,
    )
    expect((await h.call('POST', `${base}/toggle-read-status`, { body: { [key]: { id: first.id } } })).body.field).toBe(
      `${key}.read`,
    )
    expect((await h.call('DELETE', base)).body.field).toBe('id')
  })

  it("shows nobody else's items", async () => {
    const token = await h.accountToken({ id: 'other-user', email: 'other@clinic.test', role: 'doctor' }, 'Other')
    expect((await h.call('GET', base, { token })).body).toEqual([])
    const first = (await list())[0]!
    expect((await h.call('DELETE', base, { query: { id: first.id }, token })).status).toBe(404)
    await h.call('DELETE', `${base}/all`, { token })
    expect(await list()).toHaveLength(total)
  })
})

describe('notification preferences (PATCH api/common/user { user: { mutedNotifications } })', () => {
  const mute = (kinds: unknown) => h.call('PATCH', 'api/common/user', { body: { user: { mutedNotifications: kinds } } })
  const notifications = async () =>
    (await h.call('GET', 'api/common/notifications')).body as Array<{ link?: string; read: boolean }>

  it('stores the kinds a user turned off, and answers them with the user', async () => {
    expect((await h.call('GET', 'api/common/user')).body.mutedNotifications).toEqual([])
    const saved = await mute(['stock', 'patients'])
    expect(saved.status).toBe(200)
    expect(saved.body.mutedNotifications).toEqual(['stock', 'patients'])
    expect((await h.call('GET', 'api/common/user')).body.mutedNotifications).toEqual(['stock', 'patients'])
  })

  it('leaves the muted kinds out of the list, and shows them again when turned back on', async () => {
    await mute(['stock', 'patients'])
    const shown = await notifications()
    expect(shown).toHaveLength(7)
    expect(shown.map((n) => n.link)).not.toContain('/maintenance/admin-products')
    expect(shown.map((n) => n.link)).not.toContain('/persons/list-persons')
    // Messages are not notifications: nothing is hidden there.
    expect((await h.call('GET', 'api/common/messages')).body).toHaveLength(9)
    await mute([])
    expect(await notifications()).toHaveLength(9)
  })

  it('keeps a new notification of a muted kind as already read, so it never counts as news', async () => {
    await mute(['stock'])
    const created = await h.call('POST', 'api/common/notifications', {
      body: { notification: { description: 'Stock bajo de gasas', link: '/maintenance/admin-products' } },
    })
    expect(created.body).toMatchObject({ read: true, seen: true })
    await mute([])
    expect((await notifications()).filter((n) => !n.read)).toHaveLength(3)
    const wanted = await h.call('POST', 'api/common/notifications', {
      body: { notification: { description: 'Cita nueva', link: '/medical/general-agenda' } },
    })
    expect(wanted.body).toMatchObject({ read: false })
  })

  it('refuses unknown or repeated kinds with 400 naming the field, and changes nothing', async () => {
    await mute(['stock'])
    for (const bad of [['weather'], ['stock', 'stock'], 'stock', [1]]) {
      const res = await mute(bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.body.field).toMatch(/^user\.mutedNotifications/)
      expect(res.body.reason).toBeTruthy()
    }
    expect((await h.call('GET', 'api/common/user')).body.mutedNotifications).toEqual(['stock'])
  })
})

describe('the seeded notifications follow the reader’s language', () => {
  const inLanguage = (lang: string) => ({ headers: { 'accept-language': lang } })
  const lowStock = async (lang: string) =>
    ((await h.call('GET', 'api/common/notifications', inLanguage(lang))).body as Array<Record<string, unknown>>).find(
      (n) => n.link === '/maintenance/admin-products',
    )!

  it('answers each text in English, Spanish or Turkish, never with its translations attached', async () => {
    expect(await lowStock('en')).toMatchObject({ title: 'Low stock' })
    expect(await lowStock('es')).toMatchObject({ title: 'Stock bajo', description: expect.stringContaining('guantes') })
    expect(await lowStock('tr')).toMatchObject({ title: 'Stok azaldı' })
    expect(Object.keys(await lowStock('es'))).not.toContain('i18n')
  })

  it('stays translated when sent back whole to be marked read; a title the user rewrote is theirs in every language', async () => {
    const shown = await lowStock('es')
    await h.call('PATCH', 'api/common/notifications', {
      body: { id: shown.id, notification: { ...shown, read: true } },
      ...inLanguage('es'),
    })
    expect(await lowStock('tr')).toMatchObject({ title: 'Stok azaldı', read: true })

    await h.call('PATCH', 'api/common/notifications', {
      body: { id: shown.id, notification: { title: 'Pedir guantes' } },
      ...inLanguage('es'),
    })
    expect((await lowStock('tr')).title).toBe('Pedir guantes')
    expect((await lowStock('en')).title).toBe('Pedir guantes')
    expect((await lowStock('tr')).description).toBe('M beden nitril eldivenden 5 adet kaldı.')
  })
})
