import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { mailboxSeeder } from '@seeds/mailbox'
import type { Role } from '@/shared/schemas/auth'

let h: Harness
let doctor: string
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, mailboxSeeder] })
  doctor = await account('user-doctor', 'doctor@clinic.test', 'doctor')
})

/** A real account; answers its token. */
const account = (id: string, email: string, role: Role) => h.accountToken({ id, email, role }, email)

const adminMail = async () =>
  (await h.call('GET', 'api/apps/mailbox/mails', { query: { folder: 'inbox' } })).body.mails[0]
const adminLabel = async () => (await h.call('GET', 'api/apps/mailbox/labels')).body[0]

describe('mail is per account', () => {
  it("shows another account none of the admin's mails, counts or labels", async () => {
    for (const folder of ['inbox', 'sent', 'drafts', 'spam', 'trash']) {
      expect(
        (await h.call('GET', 'api/apps/mailbox/mails', { token: doctor, query: { folder } })).body.pagination
          .totalResults,
        folder,
      ).toBe(0)
    }
    expect(
      (await h.call('GET', 'api/apps/mailbox/mails', { token: doctor, query: { filter: 'starred' } })).body.pagination
        .totalResults,
    ).toBe(0)
    expect(
      (await h.call('GET', 'api/apps/mailbox/folders', { token: doctor })).body.map((f: { count: number }) => f.count),
    ).toEqual([0, 0, 0, 0, 0])
    expect((await h.call('GET', 'api/apps/mailbox/labels', { token: doctor })).body).toEqual([])
    expect(
      (await h.call('GET', 'api/apps/mailbox/mails', { token: doctor, query: { label: (await adminLabel()).slug } }))
        .status,
    ).toBe(404)
  })

  it("refuses to read or change another account's mail or labels, as unknown ids, and changes nothing", async () => {
    const mail = await adminMail()
    const label = await adminLabel()
    expect(await h.call('GET', 'api/apps/mailbox/mail', { token: doctor, query: { id: mail.id } })).toEqual({
      status: 404,
      body: { error: `Mail '${mail.id}' not found`, id: mail.id },
    })
    expect(
      (
        await h.call('PATCH', 'api/apps/mailbox/mail', {
          token: doctor,
          body: { id: mail.id, mail: { unread: !mail.unread } },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await h.call('PATCH', 'api/apps/mailbox/label', {
          token: doctor,
          body: { id: label.id, label: { title: 'Mine' } },
        })
      ).status,
    ).toBe(404)
    expect((await h.call('DELETE', 'api/apps/mailbox/label', { token: doctor, query: { id: label.id } })).status).toBe(
      404,
    )
    expect((await h.call('GET', 'api/apps/mailbox/mail', { query: { id: mail.id } })).body).toEqual(mail)
    expect(await adminLabel()).toEqual(label)
  })

  it("keeps an account's own labels and composed mail to itself", async () => {
    const created = await h.call('POST', 'api/apps/mailbox/label', {
      token: doctor,
      body: { label: { title: 'Personal', color: 'blue' } },
    })
    expect(created.status).toBe(200)
    expect(created.body.slug).not.toBe('personal')
    expect((await h.call('GET', 'api/apps/mailbox/labels', { token: doctor })).body).toEqual([created.body])
    // Another account's label cannot be put on one's mail.
    const sent = await h.call('POST', 'api/apps/mailbox/mail', {
      token: doctor,
      body: { mail: { to: 'a@b.co', subject: 'Hi', content: '<p>x</p>' } },
    })
    expect(sent.status).toBe(200)
    expect(Object.keys(sent.body)).not.toContain('owner')
    expect(
      await h.call('PATCH', 'api/apps/mailbox/mail', {
        token: doctor,
        body: { id: sent.body.id, mail: { labels: [(await adminLabel()).id] } },
      }),
    ).toMatchObject({ status: 400, body: { field: 'mail.labels.0' } })
    expect(
      (
        await h.call('PATCH', 'api/apps/mailbox/mail', {
          token: doctor,
          body: { id: sent.body.id, mail: { labels: [created.body.id] } },
        })
      ).body.labels,
    ).toEqual([created.body.id])
    expect(
      (await h.call('GET', 'api/apps/mailbox/mails', { query: { folder: 'sent' } })).body.mails.map(
        (m: { id: string }) => m.id,
      ),
    ).not.toContain(sent.body.id)
    expect((await h.call('GET', 'api/apps/mailbox/mail', { query: { id: sent.body.id } })).status).toBe(404)
  })
})

describe('the app mails only the account it writes to', () => {
  const signUp = { name: 'Eve Attacker', email: 'eve@example.com', password: 'secret12' }

  it('puts a sign-up code in the new account only, and an admin reset asked by anyone in the admin mailbox only', async () => {
    expect((await h.call('POST', 'api/auth/sign-up', { token: null, body: signUp })).status).toBe(200)
    const eve = await h.db.table('users').where('email').equals(signUp.email).first()
    const codeMails = await h.db
      .table('mails')
      .filter((m) => m.to === signUp.email)
      .toArray()
    expect(codeMails.map((m) => m.owner)).toEqual([eve.id])
    const adminInbox = async () =>
      (await h.call('GET', 'api/apps/mailbox/mails', { query: { folder: 'inbox' } })).body.mails as Array<{
        to: string
        subject: string
      }>
    expect((await adminInbox()).filter((m) => m.to === signUp.email)).toEqual([])

    // Eve, now a verified patient, asks for the admin's reset: the link goes to the admin, never to her.
    await h.db.table('users').update(eve.id, { verified: true })
    const eveToken = await h.tokenFor({ id: eve.id, email: eve.email, role: 'patient' })
    expect(
      (
        await h.call('POST', 'api/auth/forgot-password', {
          token: eveToken,
          body: { email: 'hughes.brian@company.com' },
        })
      ).body,
    ).toBe(true)
    const eveInbox = (await h.call('GET', 'api/apps/mailbox/mails', { token: eveToken, query: { folder: 'inbox' } }))
      .body.mails as Array<{ content: string }>
    expect(eveInbox.filter((m) => m.content.includes('/reset-password/'))).toEqual([])
    expect((await adminInbox()).filter((m) => /restablece/.test(m.subject))).toHaveLength(1)
  })
})
