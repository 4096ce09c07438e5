import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerHarness, NOW, type Harness } from '../test/harness'
import { ISSUER, signingSecret, verifyToken } from './tokens'

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

describe('a token checked before', () => {
  it('is refused once it has expired, though its signature was checked already', async () => {
    const secret = await signingSecret(h.db)
    const token = await signed((t) =>
      t
        .setIssuer(ISSUER)
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + 60),
    )
    expect(await verifyToken(h.db, secret, token, NOW)).toMatchObject({ tenantId: 'alpha', accountId })
    expect(await verifyToken(h.db, secret, token, new Date(NOW.getTime() + 61_000))).toBeUndefined()
  })

  it('reads the account every time: a role changed since counts at once', async () => {
    const secret = await signingSecret(h.db)
    const token = await signed((t) =>
      t
        .setIssuer(ISSUER)
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + 3600),
    )
    expect(await verifyToken(h.db, secret, token, NOW)).toMatchObject({ role: 'admin' })
    await h.db.query("update accounts set role = 'reception' where tenant_id = 'alpha' and id = $1", [accountId])
    try {
      expect(await verifyToken(h.db, secret, token, NOW)).toMatchObject({ role: 'reception' })
    } finally {
      await h.db.query("update accounts set role = 'admin' where tenant_id = 'alpha' and id = $1", [accountId])
    }
  })

  it('is refused with another secret', async () => {
    const token = await signed((t) =>
      t
        .setIssuer(ISSUER)
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + 3600),
    )
    expect(await verifyToken(h.db, await signingSecret(h.db), token, NOW)).toBeDefined()
    expect(await verifyToken(h.db, new Uint8Array(32).fill(7), token, NOW)).toBeUndefined()
  })
})
