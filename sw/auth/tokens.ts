import type Dexie from 'dexie'
import { SignJWT, jwtVerify } from 'jose'
import type { Role } from '@/shared/schemas/auth'
import type { AuthUser } from '../router/types'

const SECRET_KEY = 'jwt-secret'
const TOKEN_DAYS = 7
let cached: { db: Dexie; secret: Uint8Array } | undefined

/** The HS256 signing secret: 32 random bytes made once per installation and kept in the database. */
export async function signingSecret(db: Dexie): Promise<Uint8Array> {
  if (cached?.db === db) return cached.secret
  const secret = await db.transaction('rw', 'meta', async () => {
    const row = (await db.table('meta').get(SECRET_KEY)) as { value: number[] } | undefined
    if (row) return new Uint8Array(row.value)
    const fresh = crypto.getRandomValues(new Uint8Array(32))
    await db.table('meta').put({ key: SECRET_KEY, value: Array.from(fresh) })
    return fresh
  })
  cached = { db, secret }
  return secret
}

export async function issueToken(db: Dexie, user: AuthUser, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  const exp = Math.floor(new Date(now).setDate(now.getDate() + TOKEN_DAYS) / 1000)
  return new SignJWT({ email: user.email, role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('Fuse')
    .setSubject(user.id)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await signingSecret(db))
}

/**
 * Checks signature, issuer and expiry, then that the account still exists; answers its current role. A token
 * without `exp` (or `iat`, `iss`, `sub`) is refused: jose only checks the claims a token carries.
 */
export async function verifyToken(db: Dexie, token: string, now = new Date()): Promise<AuthUser | undefined> {
  try {
    const { payload } = await jwtVerify(token, await signingSecret(db), {
      algorithms: ['HS256'],
      issuer: 'Fuse',
      requiredClaims: ['exp', 'iat', 'iss', 'sub'],
      currentDate: now,
    })
    if (!payload.sub) return undefined
    const user = (await db.table('users').get(payload.sub)) as { id: string; email: string; role: Role } | undefined
    return user ? { id: user.id, email: user.email, role: user.role } : undefined
  } catch {
    return undefined
  }
}
