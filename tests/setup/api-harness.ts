import Dexie from 'dexie'
import { createDb, type AppDb } from '@/shared/db/database'
import { ROUTES } from '@sw/handlers'
import { dispatch } from '@sw/router/dispatch'
import { verifyToken, issueToken } from '@sw/auth/tokens'
import { coldQuery } from '@sw/runtime/query-runner'
import { seedDatabase } from '@seeds/run'
import { SEEDERS } from '@seeds/index'
import type { Seeder } from '@seeds/types'
import type { AuthUser, QueryRunner } from '@sw/router/types'
import { DEMO_USER_ID } from '@seeds/core'
import type { Role } from '@/shared/schemas/auth'

let counter = 0

export interface CallOptions {
  body?: unknown
  raw?: { body: BodyInit; contentType?: string }
  token?: string | null
  query?: Record<string, string | number>
  /** Further request headers (`accept-language`, …). */
  headers?: Record<string, string>
}

export interface Harness {
  db: AppDb
  /**
   * Calls the API as the page would; `token` defaults to the demo admin's. `raw` sends its body as is with its
   * content type (or none); the path is used as written, bad %-escapes included.
   */
  call: (method: string, path: string, options?: CallOptions) => Promise<{ status: number; body: any }>
  tokenFor: (user: AuthUser) => Promise<string>
  /** Adds a real account (tokens of unknown accounts are refused), verified and with no person; its token. */
  accountToken: (user: AuthUser, name?: string) => Promise<string>
  /** A real account of the given role (`user-<role>`, `<role>@clinic.test`); its token. */
  roleToken: (role: Role) => Promise<string>
  adminToken: string
  now: () => Date
  setNow: (d: Date) => void
}

/**
 * A fresh database (fake-indexeddb) seeded with the given seeders, and a `call` that goes through the
 * real router, auth and handlers, with delays skipped.
 */
export async function createHarness(
  options: { seeders?: Seeder[]; now?: Date; query?: (db: AppDb) => QueryRunner } = {},
): Promise<Harness> {
  const db = createDb(`test-${Date.now()}-${counter++}`)
  let now = options.now ?? new Date()
  await seedDatabase(db, now, options.seeders ?? SEEDERS)
  const adminToken = await issueToken(db, { id: DEMO_USER_ID, email: 'hughes.brian@company.com', role: 'admin' }, now)
  const ctx = { db, query: (options.query ?? coldQuery)(db), now: () => now }
  const call: Harness['call'] = async (method, path, opts = {}) => {
    const url = new URL(`http://localhost/${path}`)
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v))
    const token = opts.token === undefined ? adminToken : opts.token
    const headers: Record<string, string> = { ...opts.headers }
    if (token) headers.authorization = token
    let body: BodyInit | undefined
    if (opts.raw) {
      body = opts.raw.body
      if (opts.raw.contentType) headers['content-type'] = opts.raw.contentType
    } else if (opts.body instanceof FormData) body = opts.body
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json'
      body =
        typeof opts.body === 'string' && opts.body.startsWith('RAW:') ? opts.body.slice(4) : JSON.stringify(opts.body)
    }
    const res = await dispatch(new Request(url, { method, headers, body }), {
      routes: ROUTES,
      ctx,
      verify: (t) => verifyToken(db, t, now),
      sleep: async () => {},
    })
    return { status: res.status, body: await res.json() }
  }
  const accountToken: Harness['accountToken'] = async (user, name = user.role) => {
    await db.table('users').put({
      ...user,
      name,
      passwordHash: '',
      avatar: null,
      status: 'online',
      about: '',
      verified: true,
      person: null,
    })
    return issueToken(db, user, now)
  }
  return {
    db,
    call,
    adminToken,
    tokenFor: (user) => issueToken(db, user, now),
    accountToken,
    roleToken: (role) => accountToken({ id: `user-${role}`, email: `${role}@clinic.test`, role }),
    now: () => now,
    setNow: (d) => {
      now = d
    },
  }
}

export { Dexie }
