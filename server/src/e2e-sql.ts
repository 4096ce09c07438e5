// Test-only: lets the end-to-end tests read and change the server's database over HTTP, whichever it is
// (PGlite is one process's database: the tests cannot open it beside the server). Mounted only when the
// tests start the server with SYNC_E2E_SQL=1 (tests/e2e/sync.server.ts); a normal start never has it.
import type { Hono } from 'hono'
import type { Database } from './db/database'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1'])

export function mountE2eSql(app: Hono<any>, db: Database, host: string, env: NodeJS.ProcessEnv = process.env): void {
  if (env.SYNC_E2E_SQL !== '1') return
  // A route that runs any SQL must never be reachable from another machine, whatever the environment says.
  if (!LOOPBACK.has(host)) throw new Error(`SYNC_E2E_SQL=1 needs a loopback HOST, not ${host}`)
  console.warn('SYNC_E2E_SQL=1: POST /test/sql runs any SQL (tests only)')
  app.post('/test/sql', async (c) => {
    const { text, params } = (await c.req.json()) as { text: string; params?: unknown[] }
    return c.json({ rows: await db.query(text, params) })
  })
}
