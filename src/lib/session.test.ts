import { describe, expect, it, vi } from 'vitest'

// The session module reads the stored session when it loads; unit tests run in Node.
vi.hoisted(() => {
  const store = new Map<string, string>()
  globalThis.localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  } as unknown as Storage
})
const { isTokenValid, session } = await import('./session')
const { syncHint } = await import('./sync-hint')

const token = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`
const inAnHour = Math.floor(Date.now() / 1000) + 3600

describe('isTokenValid', () => {
  it('takes an unexpired token that carries exp and iat', () => {
    expect(isTokenValid(token({ iss: 'Fuse', iat: inAnHour - 7200, exp: inAnHour }))).toBe(true)
  })

  it('refuses a stored token without exp or without iat, so an old session ends in a clean sign-in', () => {
    expect(isTokenValid(token({ iss: 'Fuse', iat: inAnHour - 7200 }))).toBe(false)
    expect(isTokenValid(token({ iss: 'Fuse', exp: inAnHour }))).toBe(false)
  })

  it('refuses an expired token and garbage', () => {
    expect(isTokenValid(token({ iat: 1, exp: 2 }))).toBe(false)
    expect(isTokenValid('not-a-jwt')).toBe(false)
    expect(isTokenValid(null)).toBe(false)
  })
})

describe('the sync hint', () => {
  const user = { id: 'u', name: 'U', email: 'u@x.io', avatar: null, status: 'online' } as never
  it("follows the worker's session answers; an answer without one keeps it; signing out leaves the server", () => {
    expect(syncHint.get()).toBe('local')
    session.start({ user, accessToken: 'a', tokenType: 'bearer', sync: 'joined' })
    expect(syncHint.get()).toBe('joined')
    session.start({ user, accessToken: 'b', tokenType: 'bearer' })
    expect(syncHint.get()).toBe('joined')
    session.end()
    expect(syncHint.get()).toBe('server')
    session.start({ user, accessToken: 'c', tokenType: 'bearer', sync: 'local' })
    expect(syncHint.get()).toBe('local')
  })
})
