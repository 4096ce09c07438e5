import type { Session, User } from '@/shared/schemas/auth'
import { syncHint } from './sync-hint'

const TOKEN_KEY = 'accessToken'
const USER_KEY = 'user'

type Listener = () => void
const listeners = new Set<Listener>()

/**
 * Seconds-since-epoch expiry of a JWT, read without verifying (the server verifies). A token without `iat`
 * counts as having none: the server refuses such tokens, so an old stored one goes straight to sign-in.
 */
export function tokenExpiry(token: string): number | undefined {
  try {
    const payload = token.split('.')[1]
    if (!payload) return undefined
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number; iat?: number }
    return typeof json.exp === 'number' && typeof json.iat === 'number' ? json.exp : undefined
  } catch {
    return undefined
  }
}

export function isTokenValid(token: string | null, now = Date.now()): token is string {
  if (!token) return false
  const exp = tokenExpiry(token)
  return exp !== undefined && exp * 1000 > now
}

let snapshot: { token: string | null; user: User | null } = read()

function read() {
  const token = localStorage.getItem(TOKEN_KEY)
  let user: User | null = null
  try {
    user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as User | null
  } catch {
    user = null
  }
  return { token, user }
}

function emit() {
  snapshot = read()
  for (const l of listeners) l()
}

// Another tab signed in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_KEY || e.key === USER_KEY || e.key === null) emit()
  })
}

export const session = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => snapshot,
  /** The token to send, only while it exists and has not expired. */
  token(): string | null {
    return isTokenValid(snapshot.token) ? snapshot.token : null
  },
  isSignedIn(): boolean {
    return isTokenValid(snapshot.token) && snapshot.user !== null
  },
  user: (): User | null => snapshot.user,
  /** The token as stored now, read afresh: a sign-in by another tab or writer is not in the snapshot yet. */
  storedToken: (): string | null => localStorage.getItem(TOKEN_KEY),
  start(s: Session) {
    localStorage.setItem(TOKEN_KEY, s.accessToken)
    localStorage.setItem(USER_KEY, JSON.stringify(s.user))
    if (s.sync) syncHint.set(s.sync)
    emit()
  },
  setUser(user: User) {
    localStorage.setItem(USER_KEY, JSON.stringify(user))
    emit()
  },
  end() {
    localStorage.removeItem(TOKEN_KEY)
    localStorage.removeItem(USER_KEY)
    // Signing out ends the server session too (sw/sync/session.ts): the device no longer syncs.
    if (syncHint.get() === 'joined') syncHint.set('server')
    emit()
  },
}
