// Every single-row update takes the version it was based on (If-Match or a top-level `version`) and refuses
// a stale one with 409 and the current row, leaving the row unchanged; without a version it writes as before.
import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'

let h: Harness
beforeEach(async () => {
  h = await createHarness()
})

interface Case {
  name: string
  /** The row as a read serves it (with its version). */
  read: () => Promise<{ id: string; version: number } & Record<string, unknown>>
  /** The update of one field, given the row read. */
  update: (row: any) => { method?: string; path: string; body: Record<string, unknown> }
}

const first = async (path: string, pick: (body: any) => any = (b) => b[0]) => pick((await h.call('GET', path)).body)

const CASES: Case[] = [
  {
    name: 'contact',
    read: () => first('api/apps/contacts/all'),
    update: (c) => ({ path: 'api/apps/contacts/contact', body: { id: c.id, contact: { title: 'Chief' } } }),
  },
  {
    name: 'inventory product',
    read: () => first('api/apps/ecommerce/inventory/products', (b) => b.products[0]),
    update: (p) => ({ path: 'api/apps/ecommerce/inventory/product', body: { id: p.id, product: { sku: 'SKU-NEW' } } }),
  },
  {
    name: 'note',
    read: () => first('api/apps/notes/all'),
    update: (n) => ({
      path: 'api/apps/notes',
      body: { updatedNote: { ...n, labels: n.labels.map((l: { id: string }) => l.id), title: 'Renamed' } },
    }),
  },
  {
    name: 'task',
    read: () => first('api/apps/tasks/all'),
    update: (t) => ({ path: 'api/apps/tasks/task', body: { id: t.id, task: { title: 'Renamed' } } }),
  },
  {
    name: 'scrumboard card',
    read: async () =>
      await first('api/apps/scrumboard/boards').then((b) =>
        first(`api/apps/scrumboard/board?id=${b.id}`, (d) => d.lists[0].cards[0]),
      ),
    update: (c) => ({ path: 'api/apps/scrumboard/board/card', body: { id: c.id, card: { title: 'Renamed' } } }),
  },
  {
    name: 'mail',
    read: () => first('api/apps/mailbox/mails?folder=inbox', (b) => b.mails[0]),
    update: (m) => ({ path: 'api/apps/mailbox/mail', body: { id: m.id, mail: { starred: !m.starred } } }),
  },
  {
    name: 'chat',
    read: () => first('api/apps/chat/chats'),
    update: (c) => ({ path: 'api/apps/chat/chat', body: { id: c.id, chat: { muted: !c.muted } } }),
  },
  {
    name: 'scrumboard board',
    read: () => first('api/apps/scrumboard/boards'),
    update: (b) => ({ path: 'api/apps/scrumboard/board', body: { id: b.id, board: { title: 'Renamed' } } }),
  },
  {
    name: 'scrumboard list',
    read: async () =>
      await first('api/apps/scrumboard/boards').then((b) =>
        first(`api/apps/scrumboard/board?id=${b.id}`, (d) => d.lists[0]),
      ),
    update: (l) => ({ path: 'api/apps/scrumboard/board/list', body: { list: { id: l.id, title: 'Renamed' } } }),
  },
  {
    name: 'clinic procedure',
    read: () => first('api/medical/procedures', (b) => b.items[0]),
    update: (p) => ({ path: `api/medical/procedures/${p.id}`, body: { name: `${p.name} (new)` } }),
  },
]

describe.each(CASES)('$name updates', ({ read, update }) => {
  it('serve the version on reads and take it back in the body or If-Match', async () => {
    const row = await read()
    expect(row.version).toEqual(expect.any(Number))
    const { method = 'PATCH', path, body } = update(row)
    const saved = await h.call(method, path, { body: { ...body, version: row.version } })
    expect(saved.status).toBe(200)
    const next = await read()
    expect(next.version).toBe(row.version + 1)
    expect(
      (await h.call(method, path, { body: update(next).body, headers: { 'if-match': `"${next.version}"` } })).status,
    ).toBe(200)
  })

  it('refuse a stale version with 409 and the current row, changing nothing', async () => {
    const row = await read()
    const { method = 'PATCH', path, body } = update(row)
    expect((await h.call(method, path, { body })).status).toBe(200) // another tab, sending no version
    const current = await read()
    for (const stale of [
      { body: { ...body, version: row.version } },
      { body, headers: { 'if-match': String(row.version) } },
    ]) {
      const refused = await h.call(method, path, stale)
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({
        error: expect.any(String),
        field: 'version',
        current: { id: row.id, version: current.version },
      })
    }
    expect(await read()).toEqual(current)
  })
})

describe('version input', () => {
  it('answers 400 for a version that is not a whole number', async () => {
    const [contact] = (await h.call('GET', 'api/apps/contacts/all')).body
    const path = 'api/apps/contacts/contact'
    expect(
      (await h.call('PATCH', path, { body: { id: contact.id, contact: { title: 'X' }, version: 'one' } })).body,
    ).toMatchObject({ field: 'version' })
    expect(
      (
        await h.call('PATCH', path, {
          body: { id: contact.id, contact: { title: 'X' } },
          headers: { 'if-match': 'abc' },
        })
      ).body,
    ).toMatchObject({ field: 'If-Match' })
    expect((await h.call('GET', 'api/apps/contacts/contact', { query: { id: contact.id } })).body).toEqual(contact)
  })

  it("ignores a version echoed inside the row, as the template's clients send it", async () => {
    const [contact] = (await h.call('GET', 'api/apps/contacts/all')).body
    const { id: _id, updatedAt: _u, version, ...fields } = contact
    const res = await h.call('PATCH', 'api/apps/contacts/contact', {
      body: { id: contact.id, contact: { ...fields, title: 'X', version: version - 1 } },
    })
    expect(res).toMatchObject({ status: 200, body: { title: 'X', version: version + 1 } })
  })
})
