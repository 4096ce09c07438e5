import { SignJWT, jwtVerify } from 'jose'
import type { Sql } from './db/database'

export type Role = 'admin' | 'reception' | 'doctor' | 'patient'
export const ISSUER = 'clinic-suite-sync'
const TOKEN_DAYS = 7
const SECRET_KEY = 'jwt-secret'

/** Who a request acts as: read from the database on every request, so a changed role counts at once. */
export interface Actor {
  tenantId: string
  accountId: string
  role: Role
  personId: string | null
}

/**
 * The HS256 secret, made once and kept in the database: every instance serving the database shares it,
 * so any instance verifies a token another issued.
 */
export async function signingSecret(db: Sql): Promise<Uint8Array> {
  const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')
  await db.query('insert into settings (key, value) values ($1, $2) on conflict (key) do nothing', [SECRET_KEY, fresh])
  const [row] = await db.query<{ value: string }>('select value from settings where key = $1', [SECRET_KEY])
  return new Uint8Array(Buffer.from(row!.value, 'base64'))
}

export async function issueToken(secret: Uint8Array, actor: Actor, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT({ tenant: actor.tenantId, role: actor.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(actor.accountId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_DAYS * 86_400)
    .sign(secret)
}

export interface AccountRow {
  role: Role
  person_id: string | null
}

export async function readAccount(db: Sql, tenantId: string, accountId: string): Promise<AccountRow | undefined> {
  const [account] = await db.query<AccountRow>(
    'select role, person_id from accounts where tenant_id = $1 and id = $2',
    [tenantId, accountId],
  )
  return account
}

/**
 * Checks signature, issuer and expiry, then that the account still exists in the token's tenant. A token
 * without `exp` (or `iat`, `iss`, `sub`) is refused: jose only checks the claims a token carries.
 */
export async function verifyToken(
  db: Sql,
  secret: Uint8Array,
  token: string,
  now = new Date(),
  findAccount = readAccount,
): Promise<Actor | undefined> {
  const claims = await verifiedClaims(secret, token, now)
  if (!claims) return undefined
  const account = await findAccount(db, claims.tenant, claims.sub)
  return account
    ? { tenantId: claims.tenant, accountId: claims.sub, role: account.role, personId: account.person_id }
    : undefined
}

interface Claims {
  tenant: string
  sub: string
  /** Seconds since the epoch. */
  exp: number
}

/**
 * Tokens whose signature checked out, by secret: a device sends the same token with every pull, and the
 * signature's HMAC was a tenth of the server's time under 50 live devices. Expiry is checked on every use.
 */
const verified = new WeakMap<Uint8Array, Map<string, Claims>>()
const MAX_VERIFIED = 10_000

async function verifiedClaims(secret: Uint8Array, token: string, now: Date): Promise<Claims | undefined> {
  const known = verified.get(secret) ?? new Map<string, Claims>()
  verified.set(secret, known)
  const hit = known.get(token)
  if (hit) return hit.exp > now.getTime() / 1000 ? hit : undefined
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat', 'iss', 'sub'],
      currentDate: now,
    })
    if (typeof payload.sub !== 'string' || typeof payload.tenant !== 'string') return undefined
    const claims = { tenant: payload.tenant, sub: payload.sub, exp: payload.exp! }
    // A token that is not valid yet (`nbf`) is checked again next time rather than remembered.
    if (payload.nbf === undefined) {
      if (known.size >= MAX_VERIFIED) known.clear()
      known.set(token, claims)
    }
    return claims
  } catch {
    return undefined
  }
}
