import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { streamSSE } from 'hono/streaming'
import { z } from 'zod'
import { signIn } from './accounts'
import type { Database, Sql } from './db/database'
import { issueToken, readAccount, verifyToken, type AccountRow, type Actor } from './tokens'
import { LiveSignal } from './sync/live'
import { pull, DEFAULT_LIMIT, MAX_LIMIT } from './sync/pull'
import { Coalescer } from './sync/coalesce'
import { canPullEverything } from './sync/access'
import { push, pushSchema } from './sync/push'
import { committedCheckpoint } from './sync/rows'
import { clientIdSchema, deviceNameSchema, listDevices, nameDevice, seeDevice, Sightings } from './sync/devices'

export interface AppOptions {
  db: Database
  secret: Uint8Array
  live: LiveSignal
  now?: () => Date
  /** The tenant the app served beside this server belongs to, named by `GET /sync-config.json`. */
  tenant?: string
  /** Seconds between the live stream's keep-alive comments (proxies close silent connections). */
  heartbeatSeconds?: number
  /**
   * Milliseconds a live stream gathers signals before it tells its device: a burst of commits (a 50-entry
   * push commits 50 times) makes each device pull once, not once per commit (docs/sync.md, Measured).
   */
  liveGatherMs?: number
}

type Env = { Variables: { actor: Actor } }

export const LIVE_GATHER_MS = 100

const signInSchema = z.object({
  tenant: z.string({ error: 'Required' }).trim().min(1, 'Required'),
  email: z.string({ error: 'Required' }).trim().min(1, 'Required'),
  password: z.string({ error: 'Required' }).min(1, 'Required'),
})

const pullQuerySchema = z.object({
  since: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .default(0),
  limit: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be 1 or more')
    .max(MAX_LIMIT, `At most ${MAX_LIMIT}`)
    .default(DEFAULT_LIMIT),
  // Optional: the pulling device, so the admin's device list shows when it was last seen.
  clientId: clientIdSchema.optional(),
})

/** The 400 body every API of the product answers: `{ error, field, reason }`. */
function badRequest(c: Context, error: z.ZodError) {
  const issue = error.issues[0]!
  const field = issue.path.map(String).join('.') || 'body'
  return c.json({ error: `${field}: ${issue.message}`, field, reason: issue.message }, 400)
}

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json()
  } catch {
    return undefined
  }
}

/** The token from `Authorization` (raw, as the app sends it, or `Bearer …`), or `?token=` for EventSource. */
const tokenOf = (c: Context) => c.req.header('authorization')?.replace(/^Bearer\s+/i, '') || c.req.query('token') || ''

export function createApp({
  db,
  secret,
  live,
  tenant,
  now = () => new Date(),
  heartbeatSeconds = 25,
  liveGatherMs = LIVE_GATHER_MS,
}: AppOptions): Hono<Env> {
  const app = new Hono<Env>()
  const pulls = new Coalescer<string>()
  const accounts = new Coalescer<AccountRow | undefined>()
  // Every request reads its account anew (a changed role counts at once); the live devices of a tenant
  // ask for the same few accounts at the same moment after each push.
  const findAccount = (sql: Sql, tenantId: string, accountId: string) =>
    accounts.run(`${tenantId}|${accountId}`, () => readAccount(sql, tenantId, accountId))
  const seen = new Sightings()
  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    }),
  )
  // 500 entries of rows with pictures (data: URLs) fit; anything larger is refused before it is read.
  app.use(
    '/sync/push',
    bodyLimit({
      maxSize: 20 * 1024 * 1024,
      onError: (c) => c.json({ error: 'body: Too large', field: 'body', reason: 'Too large' }, 413),
    }),
  )
  app.onError((error, c) => {
    console.error(error)
    return c.json({ error: error.message || 'Internal error' }, 500)
  })
  app.notFound((c) => c.json({ error: 'NOT FOUND' }, 404))

  app.get('/health', (c) => c.json({ ok: true }))

  // The app's worker asks its own origin which server and tenant it syncs with (docs/sync.md, Joining).
  if (tenant) app.get('/sync-config.json', (c) => c.json({ server: '/', tenant }))

  app.post('/auth/sign-in', async (c) => {
    const parsed = signInSchema.safeParse(await jsonBody(c))
    if (!parsed.success) return badRequest(c, parsed.error)
    const { tenant, email, password } = parsed.data
    const found = await signIn(db, tenant, email, password)
    if (!found) return c.json({ error: 'Wrong email or password' }, 401)
    const token = await issueToken(secret, found.actor, now())
    return c.json({ token, tenant, account: found.account })
  })

  app.use('/sync/*', async (c, next) => {
    const token = tokenOf(c)
    const actor = token ? await verifyToken(db, secret, token, now(), findAccount) : undefined
    if (!actor) return c.json({ error: token ? 'Invalid token' : 'Authentication required' }, 401)
    c.set('actor', actor)
    await next()
  })

  app.post('/sync/push', async (c) => {
    const parsed = pushSchema.safeParse(await jsonBody(c))
    if (!parsed.success) return badRequest(c, parsed.error)
    const actor = c.get('actor')
    const results = await push(db, actor, parsed.data, now())
    return c.json({ results, checkpoint: Number(await committedCheckpoint(db, actor.tenantId)) })
  })

  app.get('/sync/pull', async (c) => {
    const parsed = pullQuerySchema.safeParse(c.req.query())
    if (!parsed.success) return badRequest(c, parsed.error)
    const actor = c.get('actor')
    const { since, limit, clientId } = parsed.data
    if (clientId && seen.due(`${actor.tenantId}|${clientId}|${actor.accountId}`)) await seeDevice(db, actor, clientId)
    const sees = canPullEverything(actor.role) ? 'all' : `patient:${actor.personId}`
    // The answer without its closing brace, serialised once for every device that shares the read.
    const json = await pulls.run(`${actor.tenantId}|${sees}|${since}|${limit}`, async () =>
      JSON.stringify(await pull(db, actor, since, limit)).slice(0, -1),
    )
    // The account as the server knows it now: a role changed on the server reaches the device here.
    const account = { id: actor.accountId, role: actor.role, personId: actor.personId }
    return c.body(`${json},"account":${JSON.stringify(account)}}`, 200, { 'content-type': 'application/json' })
  })

  app.put('/sync/device', async (c) => {
    const parsed = deviceNameSchema.safeParse(await jsonBody(c))
    if (!parsed.success) return badRequest(c, parsed.error)
    return c.json({ device: await nameDevice(db, c.get('actor'), parsed.data.clientId, parsed.data.name) })
  })

  app.get('/sync/devices', async (c) => {
    const actor = c.get('actor')
    if (actor.role !== 'admin') return c.json({ error: 'Forbidden' }, 403)
    return c.json({ devices: await listDevices(db, actor.tenantId) })
  })

  app.get('/sync/live', (c) => {
    const actor = c.get('actor')
    return streamSSE(c, async (stream) => {
      const pending: number[] = []
      let wake: (() => void) | undefined
      const unsubscribe = live.subscribe(actor.tenantId, (checkpoint) => {
        pending.push(checkpoint)
        wake?.()
      })
      stream.onAbort(() => {
        unsubscribe()
        wake?.()
      })
      await stream.writeSSE({
        event: 'ready',
        data: JSON.stringify({ checkpoint: Number(await committedCheckpoint(db, actor.tenantId)) }),
      })
      while (!stream.aborted && !stream.closed) {
        const signalled = new Promise<void>((resolve) => (wake = resolve))
        const timer = setTimeout(() => wake?.(), heartbeatSeconds * 1000)
        await signalled
        clearTimeout(timer)
        if (stream.aborted) break
        if (!pending.length) {
          await stream.write(': keep-alive\n\n')
          continue
        }
        if (liveGatherMs > 0) await new Promise((resolve) => setTimeout(resolve, liveGatherMs))
        if (stream.aborted) break
        const checkpoint = Math.max(...pending.splice(0))
        await stream.writeSSE({ event: 'changed', data: JSON.stringify({ checkpoint }) })
      }
      unsubscribe()
    })
  })

  return app
}
