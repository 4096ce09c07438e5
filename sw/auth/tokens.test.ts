import { beforeEach, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder, DEMO_USER_ID } from '@seeds/core'
import { signingSecret } from './tokens'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder] })
})

/** A token signed with the installation's real secret, with only the claims `build` sets. */
async function signed(build: (jwt: SignJWT) => SignJWT) {
  const jwt = new SignJWT({ email: 'hughes.brian@company.com', role: 'admin' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(DEMO_USER_ID)
  return build(jwt).sign(await signingSecret(h.db))
}

const now = () => Math.floor(Date.now() / 1000)

describe('token claims', () => {
  it('issues tokens with iss, iat, exp and sub', async () => {
    const payload = JSON.parse(Buffer.from(h.adminToken.split('.')[1]!, 'base64url').toString())
    expect(payload).toMatchObject({ iss: 'Fuse', sub: DEMO_USER_ID, iat: expect.any(Number), exp: expect.any(Number) })
  })

  it('refuses a well-signed token without exp on read and write routes and on refresh', async () => {
    const token = await signed((t) => t.setIssuer('Fuse').setIssuedAt(now()))
    expect(await h.call('GET', 'api/common/user', { token })).toEqual({ status: 401, body: { error: 'Invalid token' } })
    expect((await h.call('PATCH', 'api/common/user', { token, body: { user: { name: 'X' } } })).status).toBe(401)
    expect(
      await h.call('POST', 'api/auth/refresh-access-token', { body: { accessToken: token }, token: null }),
    ).toEqual({ status: 401, body: { error: 'Invalid token' } })
  })

  it('refuses a well-signed token without iat, or without the issuer, or from another issuer', async () => {
    const noIat = await signed((t) => t.setIssuer('Fuse').setExpirationTime(now() + 3600))
    const noIss = await signed((t) => t.setIssuedAt(now()).setExpirationTime(now() + 3600))
    const otherIss = await signed((t) =>
      t
        .setIssuer('Other')
        .setIssuedAt(now())
        .setExpirationTime(now() + 3600),
    )
    for (const token of [noIat, noIss, otherIss])
      expect((await h.call('GET', 'api/common/user', { token })).status).toBe(401)
  })

  it('accepts a well-signed token with every claim', async () => {
    const token = await signed((t) =>
      t
        .setIssuer('Fuse')
        .setIssuedAt(now())
        .setExpirationTime(now() + 3600),
    )
    expect((await h.call('GET', 'api/common/user', { token })).status).toBe(200)
  })
})
