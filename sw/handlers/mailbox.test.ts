import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder, DEMO_USER_ID } from '@seeds/core'
import { MAIL_COUNTS, mailboxSeeder } from '@seeds/mailbox'
import { deliverToInbox } from '../auth/mail'
import { slugify } from '@/shared/schemas/mailbox'
import { INBOX_FIRST_PAGE } from '../../tests/setup/seeded'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, mailboxSeeder] })
})

const list = async (query: Record<string, string | number>) =>
  (await h.call('GET', 'api/apps/mailbox/mails', { query })).body
const labels = async () => (await h.call('GET', 'api/apps/mailbox/labels')).body as any[]
const folders = async () => (await h.call('GET', 'api/apps/mailbox/folders')).body as any[]

describe('api/apps/mailbox', () => {
  it('counts folders: sent and trash 0, drafts and spam all mails, inbox unread', async () => {
    const counts = Object.fromEntries((await folders()).map((f) => [f.slug, f.count]))
    expect(counts).toEqual({
      inbox: MAIL_COUNTS.inboxUnread,
      sent: 0,
      drafts: MAIL_COUNTS.folders.drafts,
      spam: MAIL_COUNTS.folders.spam,
      trash: 0,
    })
    expect((await folders())[0]).toEqual({
      id: expect.any(String),
      title: 'Inbox',
      slug: 'inbox',
      icon: expect.any(String),
      count: 27,
    })
  })

  it('serves filters and coloured labels', async () => {
    expect((await h.call('GET', 'api/apps/mailbox/filters')).body.map((f: any) => f.slug)).toEqual([
      'starred',
      'important',
    ])
    expect((await labels()).map((l) => [l.slug, l.color])).toEqual([
      ['personal', 'blue'],
      ['work', 'indigo'],
      ['payments', 'red'],
      ['invoices', 'teal'],
      ['accounts', 'purple'],
      ['forums', 'green'],
    ])
  })

  it('pages mails newest first, ten a page, with the pagination fields', async () => {
    const first = await list({ folder: 'inbox' })
    expect(first.mails).toHaveLength(10)
    expect(first.pagination).toEqual(INBOX_FIRST_PAGE)
    const dates = first.mails.map((m: any) => m.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(first.mails[0]).toMatchObject({ type: 'mail', ccCount: expect.any(Number), bccCount: expect.any(Number) })
    const last = await list({ folder: 'inbox', page: 5 })
    expect(last.mails).toHaveLength(5)
    expect(last.pagination).toEqual({
      totalResults: 45,
      resultsPerPage: 10,
      currentPage: 5,
      lastPage: 5,
      startIndex: 40,
      endIndex: 44,
    })
    const second = await list({ folder: 'inbox', page: '2' })
    expect(second.mails[0].date <= first.mails[9].date).toBe(true)
  })

  it('answers past the last page with mails null and only lastPage', async () => {
    expect(await list({ folder: 'inbox', page: 6 })).toEqual({ mails: null, pagination: { lastPage: 5 } })
    expect(await list({ label: 'forums', page: 1 })).toEqual({
      mails: [],
      pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    })
    expect(await list({ label: 'forums', page: 2 })).toEqual({ mails: null, pagination: { lastPage: 1 } })
  })

  it('answers the pages the template answers for page 0, -1, 1.5 and a word (no 400)', async () => {
    const ids = (page: { mails: { id: string }[] }) => page.mails.map((m) => m.id)
    const inbox = await list({ folder: 'inbox', page: 1 })
    const every: string[] = []
    for (let page = 1; page <= 5; page++) every.push(...ids(await list({ folder: 'inbox', page })))
    expect(await list({ folder: 'inbox', page: 0 })).toEqual({
      mails: [],
      pagination: { totalResults: 45, resultsPerPage: 10, currentPage: 0, lastPage: 5, startIndex: -10, endIndex: -1 },
    })
    // page -1: slice(-20, -10) counts from the end, as the template's Array.slice does.
    const minusOne = await list({ folder: 'inbox', page: -1 })
    expect(ids(minusOne)).toEqual(every.slice(-20, -10))
    expect(minusOne.pagination).toEqual({
      totalResults: 45,
      resultsPerPage: 10,
      currentPage: -1,
      lastPage: 5,
      startIndex: -20,
      endIndex: -11,
    })
    expect(await list({ folder: 'inbox', page: '1.5' })).toEqual(inbox)
    expect(await list({ folder: 'inbox', page: 'x' })).toEqual({
      mails: [],
      pagination: {
        totalResults: 45,
        resultsPerPage: 10,
        currentPage: null,
        lastPage: 5,
        startIndex: null,
        endIndex: null,
      },
    })
  })

  it('lists by filter and label, folder first; unknown slugs are 404; none gives an empty list', async () => {
    expect((await list({ filter: 'starred' })).pagination.totalResults).toBe(MAIL_COUNTS.starred)
    expect((await list({ filter: 'important' })).pagination.totalResults).toBe(MAIL_COUNTS.important)
    expect((await list({ filter: 'unread' })).pagination.totalResults).toBe(MAIL_COUNTS.inboxUnread)
    expect((await list({ label: 'work' })).pagination.totalResults).toBe(MAIL_COUNTS.labels.work)
    expect((await list({ folder: 'spam', label: 'work' })).pagination.totalResults).toBe(13)
    expect((await list({})).mails).toEqual([])
    for (const q of [{ folder: 'nope' }, { filter: 'nope' }, { label: 'nope' }] as Record<string, string>[]) {
      expect((await h.call('GET', 'api/apps/mailbox/mails', { query: q })).status).toBe(404)
    }
  })

  it('gets and patches a mail (flags, folder, labels), refusing unknown references', async () => {
    const mail = (await list({ folder: 'inbox' })).mails.find((m: any) => m.unread)
    expect((await h.call('GET', 'api/apps/mailbox/mail', { query: { id: mail.id } })).body).toMatchObject({
      id: mail.id,
      subject: mail.subject,
    })
    const trash = (await folders()).find((f) => f.slug === 'trash')
    const res = await h.call('PATCH', 'api/apps/mailbox/mail', {
      body: { id: mail.id, mail: { unread: false, starred: true, folder: trash.id } },
    })
    expect(res.body).toMatchObject({ id: mail.id, unread: false, starred: true, folder: trash.id })
    expect((await folders()).find((f) => f.slug === 'inbox').count).toBe(MAIL_COUNTS.inboxUnread - 1)
    expect(
      (await h.call('PATCH', 'api/apps/mailbox/mail', { body: { id: mail.id, mail: { folder: 'nope' } } })).body.field,
    ).toBe('mail.folder')
    expect(
      (await h.call('PATCH', 'api/apps/mailbox/mail', { body: { id: mail.id, mail: { labels: ['nope'] } } })).body
        .field,
    ).toBe('mail.labels.0')
    expect(
      (await h.call('PATCH', 'api/apps/mailbox/mail', { body: { id: mail.id, mail: { starred: 'yes' } } })).body.field,
    ).toBe('mail.starred')
    expect(
      (await h.call('PATCH', 'api/apps/mailbox/mail', { body: { id: 'nope', mail: { starred: true } } })).status,
    ).toBe(404)
    expect((await h.call('GET', 'api/apps/mailbox/mail', { query: { id: 'nope' } })).status).toBe(404)
  })

  it('makes label slugs by the template rule and keeps them unique', async () => {
    expect(slugify('a & b')).toBe('a--b')
    expect(slugify('My  Big   Label!')).toBe('my-big-label')
    expect(slugify('Çok İyi')).toBe('ok-iyi')
    const make = async (title: string) =>
      (await h.call('POST', 'api/apps/mailbox/label', { body: { label: { title, color: 'pink' } } })).body
    expect(await make('Work')).toMatchObject({ title: 'Work', slug: 'work-1', color: 'pink', id: expect.any(String) })
    expect((await make('work')).slug).toBe('work-2')
    expect((await make('Travel Plans')).slug).toBe('travel-plans')
    expect((await labels()).at(-1).slug).toBe('travel-plans')
    expect((await h.call('POST', 'api/apps/mailbox/label', { body: { label: { color: 'pink' } } })).body.field).toBe(
      'label.title',
    )
    expect(
      (await h.call('POST', 'api/apps/mailbox/label', { body: { label: { title: 'X', color: 'brown' } } })).body.field,
    ).toBe('label.color')
  })

  it('renames a label, rebuilding its slug; unknown ids are 404', async () => {
    const forums = (await labels()).find((l) => l.slug === 'forums')
    const res = await h.call('PATCH', 'api/apps/mailbox/label', {
      body: { id: forums.id, label: { title: 'Mailing Lists' } },
    })
    expect(res.body).toEqual({ id: forums.id, title: 'Mailing Lists', slug: 'mailing-lists', color: 'green' })
    expect(
      (await h.call('PATCH', 'api/apps/mailbox/label', { body: { id: forums.id, label: { title: 'Work' } } })).body
        .slug,
    ).toBe('work-1')
    expect(
      (await h.call('PATCH', 'api/apps/mailbox/label', { body: { id: 'nope', label: { title: 'x' } } })).status,
    ).toBe(404)
  })

  it('strips a deleted label from every mail', async () => {
    const work = (await labels()).find((l) => l.slug === 'work')
    expect(await h.call('DELETE', 'api/apps/mailbox/label', { query: { id: work.id } })).toEqual({
      status: 200,
      body: true,
    })
    const rows = await h.db.table('mails').toArray()
    expect(rows.some((m) => m.labels.includes(work.id))).toBe(false)
    expect(rows.filter((m) => m.labels.length > 0).length).toBeGreaterThan(50)
    expect((await h.call('GET', 'api/apps/mailbox/mails', { query: { label: 'work' } })).status).toBe(404)
    expect((await h.call('DELETE', 'api/apps/mailbox/label', { query: { id: work.id } })).status).toBe(404)
    expect((await labels()).length).toBe(5)
  })

  it('composes a mail into Sent, or Drafts when asked', async () => {
    const sent = await h.call('POST', 'api/apps/mailbox/mail', {
      body: {
        mail: {
          to: 'ana@example.com, Bo Li <bo@example.com>',
          cc: ['c@example.com'],
          subject: 'Hello',
          content: '<p>Hi</p>',
        },
      },
    })
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({
      to: 'ana@example.com, Bo Li <bo@example.com>',
      cc: ['c@example.com'],
      ccCount: 1,
      unread: false,
      from: { contact: 'Brian Hughes <hughes.brian@company.com>' },
    })
    const top = (await list({ folder: 'sent' })).mails[0]
    expect(top.id).toBe(sent.body.id)
    expect((await list({ folder: 'sent' })).pagination.totalResults).toBe(MAIL_COUNTS.folders.sent + 1)
    await h.call('POST', 'api/apps/mailbox/mail', { body: { mail: { to: 'ana@example.com', draft: true } } })
    expect((await folders()).find((f) => f.slug === 'drafts').count).toBe(MAIL_COUNTS.folders.drafts + 1)
    expect(
      (await h.call('POST', 'api/apps/mailbox/mail', { body: { mail: { to: 'not an address' } } })).body.field,
    ).toBe('mail.to')
    expect((await h.call('POST', 'api/apps/mailbox/mail', { body: { mail: { subject: 'x' } } })).body.field).toBe(
      'mail.to',
    )
    expect(
      (await h.call('POST', 'api/apps/mailbox/mail', { body: { mail: { to: 'a@b.co', replyTo: 'nope' } } })).status,
    ).toBe(404)
  })

  it('keeps a verification mail written straight into the inbox listable', async () => {
    const delivered = await deliverToInbox(h.db, {
      to: { id: DEMO_USER_ID, email: 'ana@example.com' },
      subject: 'Your code',
      html: '<p>1234</p>',
      now: new Date(Date.now() + 1000),
    })
    expect(delivered).toBe(true)
    const first = await list({ folder: 'inbox' })
    expect(first.mails[0]).toMatchObject({ subject: 'Your code', unread: true, ccCount: 0, bccCount: 0 })
    expect((await folders()).find((f) => f.slug === 'inbox').count).toBe(MAIL_COUNTS.inboxUnread + 1)
  })

  it('reads and patches the message layout setting', async () => {
    expect((await h.call('GET', 'api/apps/mailbox/settings')).body).toEqual({ messageLayout: 'right' })
    expect(
      (await h.call('PATCH', 'api/apps/mailbox/settings', { body: { settings: { messageLayout: 'full' } } })).body,
    ).toEqual({ messageLayout: 'full' })
    expect((await h.call('GET', 'api/apps/mailbox/settings')).body).toEqual({ messageLayout: 'full' })
    expect(
      (await h.call('PATCH', 'api/apps/mailbox/settings', { body: { settings: { messageLayout: 'left' } } })).body
        .field,
    ).toBe('settings.messageLayout')
  })

  it('seeds the template data sizes', async () => {
    const rows = await h.db.table('mails').toArray()
    expect(rows).toHaveLength(100)
    expect(rows.filter((m) => m.starred)).toHaveLength(MAIL_COUNTS.starred)
    expect(rows.filter((m) => m.cc?.length)).toHaveLength(MAIL_COUNTS.withCc)
    expect(rows.filter((m) => m.bcc?.length)).toHaveLength(1)
  })
})
