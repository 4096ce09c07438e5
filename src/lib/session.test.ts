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
const { isTokenValid } = await import('./session')

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
