import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { notesSeeder } from '@seeds/notes'
import { mailboxSeeder } from '@seeds/mailbox'
import { contactsSeeder } from '@seeds/contacts'
import type { StoredAttachment } from '@/shared/constants/storage'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, notesSeeder, mailboxSeeder, contactsSeeder] })
})

const list = async () => (await h.call('GET', 'api/common/storage')).body.attachments as StoredAttachment[]

describe('api/common/storage', () => {
  it('lists the largest stored files first, with where they belong', async () => {
    const items = await list()
    expect(items.length).toBeGreaterThan(0)
    expect(items.length).toBeLessThanOrEqual(20)
    expect(items.map((i) => i.bytes)).toEqual([...items.map((i) => i.bytes)].sort((a, b) => b - a))
    for (const item of items) expect(['notes', 'mailbox', 'contacts']).toContain(item.source)
  })

  it('counts the outbox, which grows with each write', async () => {
    const outbox = async () => (await h.call('GET', 'api/common/storage')).body.outbox as number
    const start = await outbox()
    const mail = (await list()).find((i) => i.source === 'mailbox')!
    await h.call('DELETE', 'api/common/storage/attachments', { query: { source: 'mailbox', id: mail.id } })
    expect(await outbox()).toBe(start + 1)
  })

  it('removes one attachment, leaving the rest of its row, and answers 404 the second time', async () => {
    const mail = (await list()).find((i) => i.source === 'mailbox')!
    const [mailId] = mail.id.split(':')
    const before = await h.db.table('mails').get(mailId!)
    expect(
      await h.call('DELETE', 'api/common/storage/attachments', { query: { source: 'mailbox', id: mail.id } }),
    ).toEqual({ status: 200, body: true })
    const after = await h.db.table('mails').get(mailId!)
    expect(after.attachments).toHaveLength(before.attachments.length - 1)
    expect(after.subject).toBe(before.subject)
    // Any stored image can be removed, listed among the largest or not.
    const note = (await h.db.table('notes').toArray()).find((n) => n.image?.startsWith('data:'))!
    await h.call('DELETE', 'api/common/storage/attachments', { query: { source: 'notes', id: note.id } })
    expect((await h.db.table('notes').get(note.id)).image).toBeNull()
    expect(
      (await h.call('DELETE', 'api/common/storage/attachments', { query: { source: 'notes', id: note.id } })).status,
    ).toBe(404)
  })

  it('answers 400 for an unknown source or a missing id, changing nothing', async () => {
    const before = await list()
    expect(
      (await h.call('DELETE', 'api/common/storage/attachments', { query: { source: 'files', id: 'x' } })).body,
    ).toMatchObject({ field: 'source' })
    expect(
      (await h.call('DELETE', 'api/common/storage/attachments', { query: { source: 'notes' } })).body,
    ).toMatchObject({ field: 'id' })
    expect(
      (await h.call('DELETE', 'api/common/storage/attachments', { query: { source: 'mailbox', id: 'nope:0' } })).status,
    ).toBe(404)
    expect(await list()).toEqual(before)
  })
})

describe('api/common/storage by role', () => {
  const tokenOf = (role: 'patient' | 'doctor') =>
    h.accountToken({ id: `user-${role}`, email: `${role}@clinic.test`, role })

  it("shows a patient none of the staff's notes, contacts or another account's mail, and refuses their removal", async () => {
    const token = await tokenOf('patient')
    expect((await h.call('GET', 'api/common/storage', { token })).body.attachments).toEqual([])
    const staff = await list()
    const note = staff.find((i) => i.source === 'notes')
    const mail = staff.find((i) => i.source === 'mailbox')!
    if (note)
      expect(
        await h.call('DELETE', 'api/common/storage/attachments', { token, query: { source: 'notes', id: note.id } }),
      ).toMatchObject({ status: 403 })
    expect(
      (await h.call('DELETE', 'api/common/storage/attachments', { token, query: { source: 'mailbox', id: mail.id } }))
        .status,
    ).toBe(404)
    expect(await list()).toEqual(staff)
  })

  it("shows a doctor the notes and contacts they work with, but not the admin's mail", async () => {
    const items = (await h.call('GET', 'api/common/storage', { token: await tokenOf('doctor') })).body
      .attachments as StoredAttachment[]
    expect(items.some((i) => i.source === 'mailbox')).toBe(false)
  })
})
