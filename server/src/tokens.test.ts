import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerHarness, NOW, type Harness } from '../test/harness'
import { ISSUER, signingSecret } from './tokens'

let h: Harness
let accountId: string
beforeAll(async () => {
  h = await createServerHarness(['alpha'])
  const [account] = await h.db.query<{ id: string }>(
    "select id from accounts where tenant_id = 'alpha' and role = 'admin'",
  )
  accountId = account!.id
})
afterAll(() => h.close())

const seconds = Math.floor(NOW.getTime() / 1000)

/** A token signed with the server's real secret, carrying only the claims `build` sets. */
async function signed(build: (jwt: SignJWT) => SignJWT) {
  const jwt = new SignJWT({ tenant: 'alpha', role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setSubject(accountId)
  return build(jwt).sign(await signingSecret(h.db))
}

describe('sync server token claims', () => {
  it('accepts a well-signed token with exp, iat and the issuer', async () => {
    const token = await signed((t) =>
      t
        .setIssuer(ISSUER)
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + 3600),
    )
    expect((await h.call('GET', '/sync/pull', { token })).status).toBe(200)
  })

  it('refuses a well-signed token without exp, without iat or without the issuer', async () => {
    const noExp = await signed((t) => t.setIssuer(ISSUER).setIssuedAt(seconds))
    const noIat = await signed((t) => t.setIssuer(ISSUER).setExpirationTime(seconds + 3600))
    const noIss = await signed((t) => t.setIssuedAt(seconds).setExpirationTime(seconds + 3600))
    for (const token of [noExp, noIat, noIss])
      expect(await h.call('GET', '/sync/pull', { token })).toEqual({ status: 401, body: { error: 'Invalid token' } })
  })
})
