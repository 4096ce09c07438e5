import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder, DEMO_USER_ID } from '@seeds/core'
import { DEMO_ACCOUNT } from '../auth/accounts'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder] })
})

const change = (body: unknown, token?: string | null) =>
  h.call('POST', 'api/common/user/password', { body, ...(token === undefined ? {} : { token }) })
const signIn = (password: string) =>
  h.call('POST', 'api/auth/sign-in', { body: { email: DEMO_ACCOUNT.email, password }, token: null })
const storedHash = async () => ((await h.db.table('users').get(DEMO_USER_ID)) as { passwordHash: string }).passwordHash

describe('POST api/common/user/password', () => {
  it('changes the password when the current one is right: the new one signs in, the old one no longer does', async () => {
    const res = await change({ currentPassword: DEMO_ACCOUNT.password, newPassword: 'nueva-clave-7' })
    expect(res).toMatchObject({ status: 200, body: true })
    expect((await signIn('nueva-clave-7')).status).toBe(200)
    expect((await signIn(DEMO_ACCOUNT.password)).status).toBe(404)
  })

  it('refuses a wrong current password with 400 naming it, and keeps the old password', async () => {
    const before = await storedHash()
    const res = await change({ currentPassword: 'not-it', newPassword: 'nueva-clave-7' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'currentPassword', reason: 'Wrong password' })
    expect(await storedHash()).toBe(before)
  })

  it('refuses a new password that is short, missing or the same as the current one', async () => {
    const before = await storedHash()
    for (const [body, field] of [
      [{ currentPassword: DEMO_ACCOUNT.password, newPassword: '123' }, 'newPassword'],
      [{ currentPassword: DEMO_ACCOUNT.password }, 'newPassword'],
      [{ newPassword: 'nueva-clave-7' }, 'currentPassword'],
      [{ currentPassword: DEMO_ACCOUNT.password, newPassword: DEMO_ACCOUNT.password }, 'newPassword'],
    ] as const) {
      const res = await change(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.field).toBe(field)
      expect(res.body.reason).toBeTruthy()
    }
    expect(await storedHash()).toBe(before)
  })

  it('needs a signed-in user', async () => {
    expect((await change({ currentPassword: DEMO_ACCOUNT.password, newPassword: 'nueva-clave-7' }, null)).status).toBe(
      401,
    )
  })
})
