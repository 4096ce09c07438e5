import { beforeEach, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder] })
})

const demo = { email: 'hughes.brian@company.com', password: 'admin' }

describe('api/auth', () => {
  it('signs the demo account in with a 7-day HS256 token', async () => {
    const res = await h.call('POST', 'api/auth/sign-in', { body: demo, token: null })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      tokenType: 'bearer',
      user: { email: demo.email, name: 'Brian Hughes', role: 'admin' },
      sync: 'local',
    })
    expect(res.body.user.passwordHash).toBeUndefined()
    const [header, payload] = res.body.accessToken
      .split('.')
      .slice(0, 2)
      .map((p: string) => JSON.parse(Buffer.from(p, 'base64url').toString()))
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(payload.iss).toBe('Fuse')
    expect(payload.exp - payload.iat).toBeGreaterThanOrEqual(7 * 86400 - 3600)
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(7 * 86400 + 3600)
  })

  it('answers 404 false for a wrong password or unknown email', async () => {
    expect(await h.call('POST', 'api/auth/sign-in', { body: { ...demo, password: 'nope' }, token: null })).toEqual({
      status: 404,
      body: false,
    })
    expect(
      await h.call('POST', 'api/auth/unlock-session', {
        body: { email: 'nobody@example.com', password: 'admin' },
        token: null,
      }),
    ).toEqual({ status: 404, body: false })
  })

  it('answers 400 naming the field for a malformed sign-in', async () => {
    const res = await h.call('POST', 'api/auth/sign-in', {
      body: { email: 'not-an-email', password: 'x' },
      token: null,
    })
    expect(res).toMatchObject({ status: 400, body: { field: 'email' } })
  })

  it('refreshes a good token and refuses forged and expired ones', async () => {
    const good = await h.call('POST', 'api/auth/refresh-access-token', {
      body: { accessToken: h.adminToken },
      token: null,
    })
    expect(good.status).toBe(200)
    expect(good.body.accessToken).toEqual(expect.any(String))

    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('cfaad35d-07a3-4447-a6c3-d8c3d54fd5df')
      .setIssuer('Fuse')
      .setExpirationTime('7d')
      .sign(new TextEncoder().encode('a guessed secret of 32 bytes....'))
    expect(
      await h.call('POST', 'api/auth/refresh-access-token', { body: { accessToken: forged }, token: null }),
    ).toEqual({ status: 401, body: { error: 'Invalid token' } })

    h.setNow(new Date(Date.now() + 8 * 86400_000))
    expect(
      (await h.call('POST', 'api/auth/refresh-access-token', { body: { accessToken: h.adminToken }, token: null }))
        .status,
    ).toBe(401)
    expect((await h.call('GET', 'api/common/user')).status).toBe(401)
  })

  it('creates an account on sign-up that must verify before signing in', async () => {
    const body = { name: 'Ana Pérez', email: 'ana@example.com', password: 'secret1' }
    expect(await h.call('POST', 'api/auth/sign-up', { body, token: null })).toEqual({ status: 200, body: true })
    expect((await h.call('POST', 'api/auth/sign-up', { body, token: null })).status).toBe(409)
    expect(
      (await h.call('POST', 'api/auth/sign-in', { body: { email: body.email, password: body.password }, token: null }))
        .status,
    ).toBe(403)
    expect(
      (
        await h.call('POST', 'api/auth/sign-up', {
          body: { ...body, email: 'bo@example.com', password: '1' },
          token: null,
        })
      ).body.field,
    ).toBe('password')
  })

  it('accepts forgot and reset password as objects or bare strings', async () => {
    expect((await h.call('POST', 'api/auth/forgot-password', { body: { email: 'a@b.c' }, token: null })).body).toBe(
      true,
    )
    expect((await h.call('POST', 'api/auth/forgot-password', { body: 'a@b.c', token: null })).body).toBe(true)
    expect((await h.call('POST', 'api/auth/reset-password', { body: 'new-pass', token: null })).body).toBe(true)
    // An object carries a token, which must be one that was mailed (see auth-codes.test.ts).
    expect(
      (await h.call('POST', 'api/auth/reset-password', { body: { token: 't', password: 'new-pass' }, token: null }))
        .body,
    ).toMatchObject({ field: 'token' })
    expect((await h.call('POST', 'api/auth/reset-password', { body: {}, token: null })).status).toBe(400)
  })

  it('serves and patches the current user', async () => {
    expect((await h.call('GET', 'api/common/user')).body).toMatchObject({
      id: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df',
      username: 'hughes.brian',
    })
    const patched = await h.call('PATCH', 'api/common/user', { body: { user: { status: 'busy' } } })
    expect(patched.body.status).toBe('busy')
    expect((await h.call('PATCH', 'api/common/user', { body: { user: { status: 'sleepy' } } })).body.field).toBe(
      'user.status',
    )
  })

  it('takes the user sent back whole as read (id, username, role, person), refusing any of them changed', async () => {
    const user = (await h.call('GET', 'api/common/user')).body
    expect(await h.call('PATCH', 'api/common/user', { body: { user: { ...user, status: 'away' } } })).toMatchObject({
      status: 200,
      body: { id: user.id, role: user.role, status: 'away' },
    })
    for (const [field, value] of [
      ['id', 'someone-else'],
      ['role', user.role === 'admin' ? 'patient' : 'admin'],
      ['username', 'other'],
      ['person', { id: 'p-1', name: 'X' }],
    ] as const) {
      const res = await h.call('PATCH', 'api/common/user', {
        body: { user: { ...user, [field]: value, name: 'Changed' } },
      })
      expect(res, field).toMatchObject({ status: 400, body: { field: `user.${field}` } })
    }
    expect((await h.call('GET', 'api/common/user')).body).toMatchObject({ name: user.name, role: user.role })
  })
})
