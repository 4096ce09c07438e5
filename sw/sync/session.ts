import type Dexie from 'dexie'
import { ROLES, type Role } from '@/shared/schemas/auth'
import { hashPassword, checkPassword } from '@/shared/passwords'

const CONFIG = 'sync:config'
const SESSION = 'sync:session'

/** The sync server this build belongs to, as the origin that served it says (`sync-config.json`). */
export interface SyncConfig {
  server: string
  tenant: string
}

export interface ServerAccount {
  id: string
  role: Role
  personId: string | null
}

/** The server's session, kept so that the device syncs, and signs in again, without asking anyone. */
export interface SyncSession extends SyncConfig {
  token: string
  account: ServerAccount
}

const readMeta = async <T>(db: Dexie, key: string) =>
  ((await db.table('meta').get(key)) as { value: T } | undefined)?.value
const writeMeta = (db: Dexie, key: string, value: unknown) => db.table('meta').put({ key, value })

export const sessionOf = (db: Dexie) => readMeta<SyncSession>(db, SESSION)

/**
 * Sign-out on the device ends its server session too: without it the worker kept syncing, and signing in
 * offline, as the last account. The join marker stays, so the same account signing in again resumes where
 * it was; another account joins afresh (engine.ts). Unsent changes stay in the outbox for that next join.
 */
export async function endServerSession(db: Dexie): Promise<void> {
  await db.table('meta').bulkDelete([SESSION, 'sync:state'])
}

function configFrom(body: unknown, base: string): SyncConfig | undefined {
  const { server, tenant } = (body ?? {}) as Record<string, unknown>
  if (typeof server !== 'string' || typeof tenant !== 'string' || !tenant) return undefined
  return { server: new URL(server, base).href, tenant }
}

/**
 * Asks the origin that served the app which sync server it belongs to. An answer that is not the config
 * (a plain static host: `vite preview`, a CDN) means none: the app stays a local-only demo. Offline, the
 * config last seen stands.
 */
export async function discoverServer(
  db: Dexie,
  configUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<SyncConfig | undefined> {
  let res: Response
  try {
    res = await fetchFn(configUrl, { cache: 'no-store' })
  } catch {
    return readMeta<SyncConfig>(db, CONFIG)
  }
  const isJson = res.ok && (res.headers.get('content-type') ?? '').includes('application/json')
  const config = isJson ? configFrom(await res.json().catch(() => undefined), configUrl) : undefined
  if (config) await writeMeta(db, CONFIG, config)
  else await db.table('meta').delete(CONFIG)
  return config
}

/**
 * A role changed on the server reaches the device here: the local account (whose role the worker's
 * tokens read) and the kept session take the server's. Written without an outbox entry: accounts are
 * the server's, never pushed.
 */
export async function followAccount(db: Dexie, account: ServerAccount): Promise<void> {
  if (!ROLES.includes(account.role)) return
  await db.transaction('rw', ['users', 'meta'], async () => {
    const user = (await db.table('users').get(account.id)) as
      { role: Role; person: { id: string; name: string } | null } | undefined
    if (user && user.role !== account.role) await db.table('users').update(account.id, { role: account.role })
    const session = await sessionOf(db)
    if (session?.account.id === account.id && session.account.role !== account.role)
      await writeMeta(db, SESSION, { ...session, account })
  })
}

interface AccountView extends ServerAccount {
  email: string
  name: string
}

/**
 * The device's copy of a server account: its id, role, name and person become the server's (a device
 * seeded on another day may hold other ids), and its password hash the password just proven, so that
 * the device signs in offline with the server's password.
 */
async function adoptAccount(db: Dexie, view: AccountView, password: string): Promise<void> {
  const email = view.email.trim().toLowerCase()
  const users = db.table('users')
  const local = ((await users.get(view.id)) ?? (await users.where('email').equals(email).first())) as
    Record<string, unknown> | undefined
  const hash =
    typeof local?.passwordHash === 'string' && (await checkPassword(password, local.passwordHash))
      ? local.passwordHash
      : await hashPassword(password)
  await db.transaction('rw', ['users'], async () => {
    if (local && local.id !== view.id) await users.delete(local.id as string)
    await users.put({
      avatar: null,
      status: 'online',
      about: '',
      ...local,
      id: view.id,
      email,
      name: view.name,
      role: view.role,
      verified: true,
      passwordHash: hash,
      person: { id: view.personId ?? view.id, name: view.name },
    })
  })
}

export type ServerSignIn = { status: 'ok'; session: SyncSession } | { status: 'refused' } | { status: 'unreachable' }

/** Signs in to the sync server (accounts, roles and passwords are the server's) and keeps its session. */
export async function serverSignIn(
  db: Dexie,
  config: SyncConfig,
  email: string,
  password: string,
  fetchFn: typeof fetch = fetch,
): Promise<ServerSignIn> {
  let res: Response
  try {
    res = await fetchFn(new URL('/auth/sign-in', config.server), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tenant: config.tenant, email, password }),
    })
  } catch {
    return { status: 'unreachable' }
  }
  if (res.status === 401) return { status: 'refused' }
  if (!res.ok) return { status: 'unreachable' }
  const body = (await res.json()) as { token: string; account: AccountView }
  if (!ROLES.includes(body.account.role)) return { status: 'refused' }
  const session: SyncSession = {
    ...config,
    token: body.token,
    account: { id: body.account.id, role: body.account.role, personId: body.account.personId },
  }
  await adoptAccount(db, body.account, password)
  await writeMeta(db, SESSION, session)
  return { status: 'ok', session }
}
