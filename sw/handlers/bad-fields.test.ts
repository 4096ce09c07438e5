import { beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { shellSeeder } from '@seeds/shell'
import { tasksSeeder } from '@seeds/tasks'
import { notesSeeder } from '@seeds/notes'
import { contactsSeeder } from '@seeds/contacts'
import { mailboxSeeder } from '@seeds/mailbox'
import { inventorySeeder } from '@seeds/inventory'

let h: Harness
beforeAll(async () => {
  h = await createHarness({
    seeders: [coreSeeder, shellSeeder, tasksSeeder, notesSeeder, contactsSeeder, mailboxSeeder, inventorySeeder],
  })
})

const rows = (table: string) => h.db.table(table).toArray()
const png: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const html: Uint8Array<ArrayBuffer> = new TextEncoder().encode('<!doctype html><script>alert(1)</script>')
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** Sends a refused request and checks the 400 names the field and nothing in the table changed. */
async function refused(table: string, method: string, path: string, body: unknown, field: string, reason?: string) {
  const before = await rows(table)
  const res = await h.call(method, path, { body })
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  expect(res.body).toMatchObject({ field, ...(reason ? { reason } : {}) })
  expect(await rows(table)).toEqual(before)
}

describe('text fields', () => {
  const labelRefused = (title: string, reason: string) =>
    refused('mailLabels', 'POST', 'api/apps/mailbox/label', { label: { title } }, 'label.title', reason)

  it('refuse control characters, bidi overrides and unpaired surrogates, naming the field', async () => {
    await labelRefused('\u0000', 'Must not contain control characters')
    await labelRefused('\u202Egnp.exe', 'Must not contain control characters')
    await labelRefused('ok\uD800', 'Must not contain unpaired surrogates')
    const task = (await rows('tasks')).find((t) => t.type === 'task')
    await refused(
      'tasks',
      'PATCH',
      'api/apps/tasks/task',
      { id: task.id, task: { title: 'a\u0007b' } },
      'task.title',
      'Must not contain control characters',
    )
  })

  it('require something visible in required names', async () => {
    await labelRefused('\u200B\u200D', 'Must contain a visible character')
    await refused('taskTags', 'POST', 'api/apps/tasks/tag', { tag: { title: '   ' } }, 'tag.title', 'Required')
  })

  it('trim names, keep line breaks in multi-line fields, and give a symbol-only label an address', async () => {
    const label = await h.call('POST', 'api/apps/mailbox/label', { body: { label: { title: '  Weekend plans  ' } } })
    expect(label.body).toMatchObject({ title: 'Weekend plans', slug: 'weekend-plans' })
    expect((await h.call('POST', 'api/apps/mailbox/label', { body: { label: { title: '★' } } })).body).toMatchObject({
      title: '★',
      slug: 'label',
    })
    const note = await h.call('POST', 'api/apps/notes', {
      body: { note: { title: 'List', content: 'one\ntwo\r\n\tthree' } },
    })
    expect(note.status).toBe(200)
    expect(note.body.content).toBe('one\ntwo\r\n\tthree')
  })
})

describe('values that used to be stored as garbage', () => {
  it('refuses a due date that is not a real ISO date', async () => {
    const task = (await rows('tasks')).find((t) => t.type === 'task')
    for (const dueDate of ['1', '2026-02-31', 'tomorrow'])
      await refused(
        'tasks',
        'PATCH',
        'api/apps/tasks/task',
        { id: task.id, task: { dueDate } },
        'task.dueDate',
        'Must be an ISO date',
      )
    const ok = await h.call('PATCH', 'api/apps/tasks/task', {
      body: { id: task.id, task: { dueDate: '2026-03-01T00:00:00.000Z' } },
    })
    expect(ok.body.dueDate).toBe('2026-03-01T00:00:00.000Z')
  })

  it('refuses empty avatars and bytes that are not the image type they claim', async () => {
    const id = (await rows('contacts'))[0].id
    const upload = async (bytes: Uint8Array<ArrayBuffer>, type: string) => {
      const form = new FormData()
      form.set('id', id)
      form.set('avatar', new File([bytes], 'a', { type }))
      return h.call('POST', 'api/apps/contacts/avatar', { body: form })
    }
    const before = await rows('contacts')
    expect((await upload(new Uint8Array(0), 'image/png')).body).toMatchObject({
      field: 'avatar',
      reason: 'Image is empty',
    })
    expect((await upload(html, 'image/png')).body).toMatchObject({
      field: 'avatar',
      reason: 'Image content does not match its type',
    })
    expect((await upload(png, 'image/jpeg')).body).toMatchObject({
      field: 'avatar',
      reason: 'Image content does not match its type',
    })
    expect(await rows('contacts')).toEqual(before)
    expect((await upload(png, 'image/png')).status).toBe(200)
  })

  it('refuses image data URLs whose bytes are HTML or nothing', async () => {
    const bad = `data:image/png;base64,${base64(html)}`
    await refused(
      'users',
      'PATCH',
      'api/common/user',
      { user: { avatar: bad } },
      'user.avatar',
      'Image content does not match its type',
    )
    await refused(
      'users',
      'PATCH',
      'api/common/user',
      { user: { avatar: 'data:image/png;base64,' } },
      'user.avatar',
      'Image is empty',
    )
    await refused(
      'users',
      'PATCH',
      'api/common/user',
      { user: { avatar: 'javascript:alert(1)' } },
      'user.avatar',
      'Must be an image',
    )
    const product = (await rows('inventoryProducts'))[0]
    await refused(
      'inventoryProducts',
      'PATCH',
      'api/apps/ecommerce/inventory/product',
      { id: product.id, product: { images: [bad] } },
      'product.images.0',
    )
    expect(
      (await h.call('PATCH', 'api/common/user', { body: { user: { avatar: `data:image/png;base64,${base64(png)}` } } }))
        .status,
    ).toBe(200)
  })

  it('refuses links with NUL, javascript: and protocol-relative hosts; keeps app paths and http(s)', async () => {
    const note = (link: string) => ({ notification: { description: 'Hi', link } })
    await refused('notifications', 'POST', 'api/common/notifications', note('/apps/mail\u0000'), 'notification.link')
    await refused(
      'notifications',
      'POST',
      'api/common/notifications',
      note('javascript:alert(1)'),
      'notification.link',
      'Must be an app path (/…) or an http(s) URL',
    )
    const shortcut = (link: string) => ({ shortcut: { label: 'Evil', icon: 'home', link } })
    for (const link of ['//evil.example', '/\\evil.example', 'https://', 'data:text/html,x'])
      await refused('shortcuts', 'POST', 'api/common/shortcuts', shortcut(link), 'shortcut.link')
    expect((await h.call('POST', 'api/common/notifications', { body: note('https://example.com/a') })).status).toBe(200)
    expect((await h.call('POST', 'api/common/notifications', { body: note('/apps/mailbox') })).status).toBe(200)
  })

  it('refuses a stock of 2^53 and other numbers beyond the field', async () => {
    const product = (await rows('inventoryProducts'))[0]
    const patch = (changes: object) => ({ id: product.id, product: changes })
    await refused(
      'inventoryProducts',
      'PATCH',
      'api/apps/ecommerce/inventory/product',
      patch({ stock: 2 ** 53 }),
      'product.stock',
    )
    await refused(
      'inventoryProducts',
      'PATCH',
      'api/apps/ecommerce/inventory/product',
      patch({ cost: 1e300 }),
      'product.cost',
    )
    await refused(
      'inventoryProducts',
      'PATCH',
      'api/apps/ecommerce/inventory/product',
      patch({ stock: 1.5 }),
      'product.stock',
      'Must be a whole number',
    )
  })
})
