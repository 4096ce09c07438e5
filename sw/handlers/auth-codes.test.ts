import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { putRow } from '@/shared/db/mutate'

let h: Harness
const account = { name: 'Ana Pérez', email: 'ana@example.com', password: 'secret1' }
const INBOX = 'inbox-folder'

/** The demo mailbox as the mailbox app declares it: only the inbox folder matters here. */
async function withInbox() {
  await putRow(h.db, 'mailFolders', { id: INBOX, title: 'Inbox', slug: 'inbox', icon: 'inbox' })
}

/** The codes mailed to an address so far, newest last, read from the mails delivered to the inbox. */
async function mailedCodes(email = account.email): Promise<string[]> {
  const mails = await h.db.table('mails').where('folder').equals(INBOX).toArray()
  return mails
    .filter((m) => m.to === email && /verificación/.test(m.subject))
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((m) => /(\d{4})<\/p>/.exec(m.content)![1]!)
}

const signUp = () => h.call('POST', 'api/auth/sign-up', { body: account, token: null })
const verify = (code: string, email = account.email) =>
  h.call('POST', 'api/auth/verify-code', { body: { email, code }, token: null })
const resend = (email = account.email) => h.call('POST', 'api/auth/resend-code', { body: { email }, token: null })
const signIn = () =>
  h.call('POST', 'api/auth/sign-in', { body: { email: account.email, password: account.password }, token: null })
const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0')

beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder] })
})

describe('verification codes', () => {
  it('mails a 4-digit code to the inbox on sign-up; the right code verifies the account', async () => {
    await withInbox()
    expect((await signUp()).status).toBe(200)
    const [code] = await mailedCodes()
    expect(code).toMatch(/^\d{4}$/)
    const mail = (await h.db.table('mails').toArray())[0]
    expect(mail).toMatchObject({
      type: 'mail',
      to: account.email,
      unread: true,
      folder: INBOX,
      cc: [],
      bcc: [],
      labels: [],
      attachments: [],
      starred: false,
    })
    expect(mail.from.contact).toMatch(/^.+ <no-reply@.+>$/)
    expect((await signIn()).status).toBe(403)

    expect(await verify(code!)).toEqual({ status: 200, body: { exito: true, mensaje: expect.any(String) } })
    expect((await h.db.table('users').where('email').equals(account.email).first()).verified).toBe(true)
    expect((await signIn()).status).toBe(200)
    // The code is used up, and the account has nothing left to verify.
    expect(await verify(code!)).toMatchObject({ status: 409, body: { exito: false, field: 'email' } })
  })

  it('never stores the code itself', async () => {
    await withInbox()
    await signUp()
    const [code] = await mailedCodes()
    const row = await h.db.table('authCodes').get(account.email)
    expect(JSON.stringify(row)).not.toContain(`"${code}"`)
  })

  it('refuses a wrong code with the envelope and counts the tries, at most 5 per code', async () => {
    await withInbox()
    await signUp()
    const [code] = await mailedCodes()
    for (let i = 1; i <= 5; i++) {
      const res = await verify(wrong(code!))
      expect(res).toMatchObject({
        status: 400,
        body: { exito: false, mensaje: 'Código incorrecto o expirado', field: 'code', triesLeft: 5 - i },
      })
    }
    // The sixth attempt is refused even with the right code: the code is spent.
    expect(await verify(code!)).toMatchObject({ status: 400, body: { exito: false, reason: 'Too many tries' } })
    expect((await signIn()).status).toBe(403)
  })

  it('expires a code after 10 minutes', async () => {
    await withInbox()
    const start = new Date('2030-05-01T10:00:00Z')
    h.setNow(start)
    await signUp()
    const [code] = await mailedCodes()
    h.setNow(new Date(start.getTime() + 10 * 60_000))
    expect(await verify(code!)).toMatchObject({
      status: 400,
      body: { exito: false, mensaje: 'Código incorrecto o expirado', reason: 'Expired' },
    })
    h.setNow(new Date(start.getTime() + 9 * 60_000 + 59_000))
    expect((await verify(code!)).status).toBe(200)
  })

  it('resends a fresh code that replaces the old one and restores the tries', async () => {
    await withInbox()
    await signUp()
    const [first] = await mailedCodes()
    for (let i = 0; i < 5; i++) await verify(wrong(first!))
    h.setNow(new Date(h.now().getTime() + 60_000))
    expect(await resend()).toEqual({
      status: 200,
      body: { exito: true, mensaje: `Te enviamos un código nuevo a ${account.email}` },
    })
    const codes = await mailedCodes()
    expect(codes).toHaveLength(2)
    const second = codes[1]!
    if (second !== first) expect((await verify(first!)).status).toBe(400)
    expect((await verify(second)).status).toBe(200)
  })

  it('answers 404 for an unknown email, 409 once verified, and 400 naming the field for bad input', async () => {
    expect(await resend('nobody@example.com')).toMatchObject({ status: 404, body: { exito: false, field: 'email' } })
    expect(await verify('1234', 'nobody@example.com')).toMatchObject({ status: 404, body: { exito: false } })
    expect(await resend('hughes.brian@company.com')).toMatchObject({
      status: 409,
      body: { exito: false, mensaje: 'La cuenta ya está verificada' },
    })
    expect(await verify('12a4')).toMatchObject({ status: 400, body: { exito: false, field: 'code' } })
    expect(await verify('12345')).toMatchObject({ status: 400, body: { field: 'code' } })
    expect(await resend('not-an-email')).toMatchObject({ status: 400, body: { field: 'email' } })
    expect((await h.call('POST', 'api/auth/verify-code', { body: 'RAW:{', token: null })).status).toBe(400)
  })

  it('keeps the code when there is no mailbox to deliver it to', async () => {
    expect(h.db.tables.some((t) => t.name === 'mails')).toBe(true)
    expect((await signUp()).status).toBe(200)
    expect(await h.db.table('mails').count()).toBe(0)
    expect(await h.db.table('authCodes').get(account.email)).toMatchObject({ email: account.email, tries: 0 })
  })
})

describe('password reset', () => {
  it('mails a one-time link that sets a new password', async () => {
    await withInbox()
    await signUp()
    await verify((await mailedCodes())[0]!)
    expect(
      (await h.call('POST', 'api/auth/forgot-password', { body: { email: account.email }, token: null })).body,
    ).toBe(true)
    const mail = (await h.db.table('mails').toArray()).find((m) => /contraseña/.test(m.subject))
    const token = /\/reset-password\/([\w-]+)/.exec(mail.content)![1]!
    expect(
      (await h.call('POST', 'api/auth/reset-password', { body: { token, password: 'short' }, token: null })).body.field,
    ).toBe('password')
    expect(
      (await h.call('POST', 'api/auth/reset-password', { body: { token, password: 'brand-new' }, token: null })).body,
    ).toBe(true)
    expect(
      (await h.call('POST', 'api/auth/sign-in', { body: { email: account.email, password: 'brand-new' }, token: null }))
        .status,
    ).toBe(200)
    expect((await signIn()).status).toBe(404)
    // Used once, the link is gone.
    expect(
      (await h.call('POST', 'api/auth/reset-password', { body: { token, password: 'another1' }, token: null })).body,
    ).toMatchObject({ field: 'token' })
  })

  it('answers true for an unknown email without mailing anything, and expires links after an hour', async () => {
    await withInbox()
    expect((await h.call('POST', 'api/auth/forgot-password', { body: 'nobody@example.com', token: null })).body).toBe(
      true,
    )
    expect(await h.db.table('mails').count()).toBe(0)
    const start = new Date('2030-05-01T10:00:00Z')
    h.setNow(start)
    await h.call('POST', 'api/auth/forgot-password', { body: { email: 'hughes.brian@company.com' }, token: null })
    const token = /\/reset-password\/([\w-]+)/.exec((await h.db.table('mails').toArray())[0].content)![1]!
    h.setNow(new Date(start.getTime() + 61 * 60_000))
    expect(
      (await h.call('POST', 'api/auth/reset-password', { body: { token, password: 'brand-new' }, token: null })).status,
    ).toBe(400)
  })
})

describe('POST api/auth/demo-inbox', () => {
  const inbox = (body: unknown) => h.call('POST', 'api/auth/demo-inbox', { body, token: null })

  it("shows an unverified account its own mails, newest first, given its password, and nobody else's", async () => {
    await withInbox()
    await signUp()
    h.setNow(new Date(h.now().getTime() + 60_000))
    await resend()
    const [, code] = await mailedCodes()
    const { status, body } = await inbox({ email: account.email, password: account.password })
    expect(status).toBe(200)
    expect(body.mails).toHaveLength(2)
    expect(body.mails[0].subject).toMatch(new RegExp(`${code}$`))
    expect(Object.keys(body.mails[0]).sort()).toEqual(['content', 'date', 'id', 'subject'])
    // The admin's reset link goes to the admin; it never shows in this inbox.
    await h.call('POST', 'api/auth/forgot-password', { body: { email: 'hughes.brian@company.com' }, token: null })
    expect((await inbox({ email: account.email, password: account.password })).body.mails).toHaveLength(2)
  })

  it('answers like sign-in to wrong credentials, 409 for a verified account and 400 naming the field', async () => {
    await withInbox()
    await signUp()
    expect(await inbox({ email: account.email, password: 'wrong-one' })).toEqual({ status: 404, body: false })
    expect(await inbox({ email: 'nobody@example.com', password: 'x' })).toEqual({ status: 404, body: false })
    expect(await inbox({ email: 'hughes.brian@company.com', password: 'admin' })).toMatchObject({
      status: 409,
      body: { field: 'email', reason: 'Already verified' },
    })
    expect(await inbox({ email: account.email })).toMatchObject({ status: 400, body: { field: 'password' } })
  })
})
