import { coreSeeder } from '@seeds/core'
import { clinicSeeder, CLINIC_ACCOUNTS } from '@seeds/clinic/seeder'
import { createApp } from '../src/app'
import type { Database } from '../src/db/database'
import { migrate } from '../src/db/migrate'
import { LiveSignal } from '../src/sync/live'
import { createTenant } from '../src/tenants'
import { signingSecret } from '../src/tokens'
import { freshDatabase, type TestDatabase } from './database'

export const DEMO = {
  admin: { email: 'hughes.brian@company.com', password: 'admin' },
  ...CLINIC_ACCOUNTS,
} as const
export type DemoAccount = keyof typeof DEMO

/** A fixed moment, so the seeded clinic and every booking the tests make are the same on every run. */
export const NOW = new Date('2026-03-02T10:00:00Z')

/** A response as tests read it: the body field by field, hence `any`. */
export interface Answer<T = any> {
  status: number
  body: T
}

export interface Instance {
  app: ReturnType<typeof createApp>
  live: LiveSignal
  call(method: string, path: string, options?: { token?: string | null; body?: unknown }): Promise<Answer>
}

export interface Harness extends Instance {
  db: Database
  test: TestDatabase
  signIn(tenant: string, who: DemoAccount): Promise<string>
  /** A second server instance on the same database, with its own LISTEN connection. */
  secondInstance(): Promise<Instance>
  close(): Promise<void>
}

async function instanceOn(db: Database): Promise<Instance> {
  const live = new LiveSignal()
  await live.start(db)
  const app = createApp({ db, secret: await signingSecret(db), live, now: () => NOW, heartbeatSeconds: 1 })
  return {
    app,
    live,
    async call(method, path, { token, body } = {}) {
      const headers: Record<string, string> = {}
      if (token) headers.authorization = token
      if (body !== undefined) headers['content-type'] = 'application/json'
      const res = await app.request(path, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, body: text ? JSON.parse(text) : undefined }
    },
  }
}

/** A migrated database with the given tenants, each seeded with the demo admin and the clinic. */
export async function createServerHarness(tenants: string[] = ['alpha']): Promise<Harness> {
  const test = await freshDatabase()
  const { db } = test
  await migrate(db)
  for (const t of tenants) await createTenant(db, t, `Clinic ${t}`, { seeders: [coreSeeder, clinicSeeder], now: NOW })
  const main = await instanceOn(db)
  const others: Instance[] = []
  return {
    ...main,
    db,
    test,
    async signIn(tenant, who) {
      const res = await main.call('POST', '/auth/sign-in', { body: { tenant, ...DEMO[who] } })
      if (res.status !== 200) throw new Error(`sign-in of ${who} in ${tenant}: ${res.status}`)
      return res.body.token as string
    },
    async secondInstance() {
      const other = await instanceOn(await test.another())
      others.push(other)
      return other
    },
    async close() {
      await Promise.all([main, ...others].map((i) => i.live.close()))
      await test.drop()
    },
  }
}

/** A harness for one tenant with its admin signed in: what most sync suites start from. */
export async function adminHarness(tenant: string): Promise<{ h: Harness; admin: string }> {
  const h = await createServerHarness([tenant])
  return { h, admin: await h.signIn(tenant, 'admin') }
}
