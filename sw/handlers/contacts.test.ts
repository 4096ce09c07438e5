import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { CONTACT_COUNT, CONTACT_TAG_TITLES, contactsSeeder } from '@seeds/contacts'
import { contactPatchSchema } from '@/shared/schemas/contacts'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, contactsSeeder] })
})

const all = async () => (await h.call('GET', 'api/apps/contacts/all')).body as any[]
const names = (rows: { name: string }[]) => rows.map((r) => r.name)
const byName = (a: string, b: string) => new Intl.Collator('en').compare(a, b)

describe('api/apps/contacts', () => {
  it('serves the seeded contacts sorted by name, each valid against the shared schema', async () => {
    const rows = await all()
    expect(rows).toHaveLength(CONTACT_COUNT)
    expect(names(rows)).toEqual([...names(rows)].sort(byName))
    for (const { id: _i, updatedAt: _u, version: _v, ...fields } of rows)
      expect(contactPatchSchema.safeParse(fields).success).toBe(true)
  })

  it('searches names case-insensitively and answers everything for an empty query', async () => {
    const someone = (await all())[17]
    const part = someone.name.slice(1, 4).toUpperCase()
    const res = await h.call('GET', 'api/apps/contacts/search', { query: { query: part } })
    expect(res.status).toBe(200)
    expect(res.body.length).toBeGreaterThan(0)
    expect(res.body.every((c: any) => c.name.toLowerCase().includes(part.toLowerCase()))).toBe(true)
    expect(names(res.body)).toContain(someone.name)
    expect((await h.call('GET', 'api/apps/contacts/search', { query: { query: '' } })).body).toHaveLength(CONTACT_COUNT)
    expect((await h.call('GET', 'api/apps/contacts/search')).body).toHaveLength(CONTACT_COUNT)
    expect((await h.call('GET', 'api/apps/contacts/search', { query: { query: 'zzzqqq' } })).body).toEqual([])
  })

  it('creates a blank New Contact, patches it and deletes it; unknown ids are 404', async () => {
    const created = await h.call('POST', 'api/apps/contacts/contact', { body: {} })
    expect(created.body).toMatchObject({
      name: 'New Contact',
      avatar: null,
      emails: [],
      phoneNumbers: [],
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    })
    const id = created.body.id
    const patched = await h.call('PATCH', 'api/apps/contacts/contact', {
      body: {
        id,
        contact: {
          name: 'Zoe Zed',
          emails: [{ email: 'ZOE@example.com', label: 'Work' }],
          phoneNumbers: [{ country: 'tr', phoneNumber: '555 111 2233', label: 'Mobile' }],
          notes: '<p>Hi</p>',
        },
      },
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      id,
      name: 'Zoe Zed',
      emails: [{ email: 'zoe@example.com', label: 'Work' }],
      notes: '<p>Hi</p>',
      title: '',
    })
    expect((await h.call('GET', 'api/apps/contacts/contact', { query: { id } })).body.name).toBe('Zoe Zed')
    expect(await h.call('DELETE', 'api/apps/contacts/contact', { query: { id } })).toEqual({ status: 200, body: true })
    expect((await h.call('GET', 'api/apps/contacts/contact', { query: { id } })).status).toBe(404)
    expect((await h.call('DELETE', 'api/apps/contacts/contact', { query: { id } })).status).toBe(404)
    expect((await h.call('PATCH', 'api/apps/contacts/contact', { body: { id, contact: { name: 'x' } } })).status).toBe(
      404,
    )
    expect(await all()).toHaveLength(CONTACT_COUNT)
  })

  it('answers a new contact with title and company nested under job, as the contract and the spec say', async () => {
    const created = await h.call('POST', 'api/apps/contacts/contact', { body: {} })
    expect(created.body).toEqual({
      id: expect.any(String),
      avatar: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      job: { title: '', company: '' },
      birthday: null,
      address: null,
      notes: null,
      tags: [],
      updatedAt: expect.any(String),
      version: expect.any(Number),
    })
    // Stored like every other contact: reading it back gives the flat fields.
    expect((await h.call('GET', 'api/apps/contacts/contact', { query: { id: created.body.id } })).body).toMatchObject({
      title: '',
      company: '',
    })
  })

  it('takes the whole form the template client saves: its own id, echoed sync fields and job', async () => {
    const stored = (await all())[2]
    const { updatedAt: _u, version: _v, background: _b, ...form } = stored
    const saved = await h.call('PATCH', 'api/apps/contacts/contact', {
      body: { id: stored.id, contact: { ...form, name: 'Renamed Person' } },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ ...form, name: 'Renamed Person' })
    const echoed = await h.call('PATCH', 'api/apps/contacts/contact', {
      body: { id: stored.id, contact: { ...saved.body, address: 'Elm Street 1' } },
    })
    expect(echoed).toMatchObject({ status: 200, body: { id: stored.id, address: 'Elm Street 1' } })
    const created = (await h.call('POST', 'api/apps/contacts/contact', { body: {} })).body
    const job = await h.call('PATCH', 'api/apps/contacts/contact', {
      body: { id: created.id, contact: { ...created, job: { title: 'Chef', company: 'Bistro' } } },
    })
    expect(job.status).toBe(200)
    expect(job.body).toMatchObject({ title: 'Chef', company: 'Bistro' })
    expect(job.body).not.toHaveProperty('job')
  })

  it('refuses an id or a job that contradicts the request, and changes nothing', async () => {
    const [first, second] = await all()
    const before = (await h.call('GET', 'api/apps/contacts/contact', { query: { id: first.id } })).body
    const refused = await h.call('PATCH', 'api/apps/contacts/contact', {
      body: { id: first.id, contact: { id: second.id, name: 'Hijack' } },
    })
    expect(refused).toMatchObject({
      status: 400,
      body: { field: 'contact.id', reason: expect.any(String), error: expect.any(String) },
    })
    const clash = await h.call('PATCH', 'api/apps/contacts/contact', {
      body: { id: first.id, contact: { title: 'Chef', job: { title: 'Cook' } } },
    })
    expect(clash).toMatchObject({ status: 400, body: { field: 'contact.job.title' } })
    expect(
      (await h.call('PATCH', 'api/apps/contacts/contact', { body: { id: first.id, contact: { job: { salary: 1 } } } }))
        .body.field,
    ).toBe('contact.job.salary')
    expect((await h.call('GET', 'api/apps/contacts/contact', { query: { id: first.id } })).body).toEqual(before)
  })

  it('renames a tag sent whole ({ id, title }) as the template client does; another id is 400', async () => {
    const [tag] = (await h.call('GET', 'api/apps/contacts/tags')).body
    expect(
      await h.call('PATCH', 'api/apps/contacts/tag', {
        body: { id: tag.id, tag: { id: tag.id, title: 'Colleagues' } },
      }),
    ).toEqual({ status: 200, body: { id: tag.id, title: 'Colleagues' } })
    expect(
      await h.call('PATCH', 'api/apps/contacts/tag', { body: { id: tag.id, tag: { id: 'other', title: 'X' } } }),
    ).toMatchObject({ status: 400, body: { field: 'tag.id' } })
    expect((await h.call('GET', 'api/apps/contacts/tags')).body[0]).toEqual({ id: tag.id, title: 'Colleagues' })
  })

  it('answers 400 naming the field for bad input', async () => {
    const id = (await all())[0].id
    const bad = async (contact: unknown) =>
      (await h.call('PATCH', 'api/apps/contacts/contact', { body: { id, contact } })).body.field
    expect(await bad({ name: '' })).toBe('contact.name')
    expect(await bad({ emails: [{ email: 'nope', label: 'Work' }] })).toBe('contact.emails.0.email')
    expect(await bad({ phoneNumbers: [{ country: 'zz', phoneNumber: '1', label: 'Home' }] })).toBe(
      'contact.phoneNumbers.0.country',
    )
    expect(await bad({ phoneNumbers: [{ country: 'us', phoneNumber: 'call me', label: 'Home' }] })).toBe(
      'contact.phoneNumbers.0.phoneNumber',
    )
    expect(await bad({ birthday: 'yesterday' })).toBe('contact.birthday')
    expect(await bad({ tags: ['no-such-tag'] })).toBe('contact.tags.0')
    expect(await bad({ color: 'red' })).toBe('contact')
    expect((await h.call('PATCH', 'api/apps/contacts/contact', { body: { contact: {} } })).body.field).toBe('id')
    expect((await h.call('GET', 'api/apps/contacts/contact')).body.field).toBe('id')
    expect((await h.call('DELETE', 'api/apps/contacts/tag')).body.field).toBe('id')
  })

  it('serves about 240 countries with dial codes', async () => {
    const { body } = await h.call('GET', 'api/apps/contacts/countries')
    expect(body.length).toBeGreaterThanOrEqual(235)
    expect(body.find((c: any) => c.iso === 'tr')).toMatchObject({
      name: 'Türkiye',
      code: '+90',
      flagImagePos: expect.any(String),
      id: expect.any(String),
    })
    expect(new Set(body.map((c: any) => c.iso)).size).toBe(body.length)
  })

  it('creates tags first in the list, renames them, refuses duplicates and blank titles', async () => {
    const tags = (await h.call('GET', 'api/apps/contacts/tags')).body
    expect(tags.map((t: any) => t.title)).toEqual(CONTACT_TAG_TITLES)
    const created = await h.call('POST', 'api/apps/contacts/tag', { body: { tag: { title: 'Chess Club' } } })
    expect(created.body).toEqual({ id: expect.any(String), title: 'Chess Club' })
    expect((await h.call('GET', 'api/apps/contacts/tags')).body[0]).toEqual(created.body)
    expect(
      (await h.call('PATCH', 'api/apps/contacts/tag', { body: { id: created.body.id, tag: { title: 'Go Club' } } }))
        .body,
    ).toEqual({ id: created.body.id, title: 'Go Club' })
    expect((await h.call('POST', 'api/apps/contacts/tag', { body: { tag: { title: 'work' } } })).status).toBe(409)
    expect((await h.call('POST', 'api/apps/contacts/tag', { body: { tag: { title: '  ' } } })).body.field).toBe(
      'tag.title',
    )
    expect((await h.call('PATCH', 'api/apps/contacts/tag', { body: { id: 'nope', tag: { title: 'X' } } })).status).toBe(
      404,
    )
  })

  it('strips a deleted tag from every contact', async () => {
    const family = (await h.call('GET', 'api/apps/contacts/tags')).body.find((t: any) => t.title === 'Family')
    const before = (await all()).filter((c) => c.tags.includes(family.id))
    expect(before.length).toBeGreaterThan(3)
    expect(await h.call('DELETE', 'api/apps/contacts/tag', { query: { id: family.id } })).toEqual({
      status: 200,
      body: true,
    })
    expect((await all()).some((c) => c.tags.includes(family.id))).toBe(false)
    const other = before[0]
    expect((await h.call('GET', 'api/apps/contacts/contact', { query: { id: other.id } })).body.tags).toEqual(
      other.tags.filter((t: string) => t !== family.id),
    )
    expect((await h.call('DELETE', 'api/apps/contacts/tag', { query: { id: family.id } })).status).toBe(404)
  })

  it('stores an uploaded avatar as a data URL and refuses large or non-image files', async () => {
    const id = (await all())[3].id
    const form = (file: File, forId = id) => {
      const f = new FormData()
      f.set('id', forId)
      f.set('avatar', file)
      return f
    }
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'a.png', { type: 'image/png' })
    const res = await h.call('POST', 'api/apps/contacts/avatar', { body: form(png) })
    expect(res.status).toBe(200)
    expect(res.body.avatar).toBe('data:image/png;base64,iVBORw0KGgo=')
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'b.png', { type: 'image/png' })
    expect((await h.call('POST', 'api/apps/contacts/avatar', { body: form(big) })).body).toMatchObject({
      field: 'avatar',
    })
    const text = new File(['hello'], 'c.txt', { type: 'text/plain' })
    expect((await h.call('POST', 'api/apps/contacts/avatar', { body: form(text) })).status).toBe(400)
    expect((await h.call('POST', 'api/apps/contacts/avatar', { body: form(png, 'nope') })).status).toBe(404)
    expect((await h.call('POST', 'api/apps/contacts/avatar', { body: { id } })).body.field).toBe('body')
  })
})
