// The sync server: `npm run server`. PostgreSQL at DATABASE_URL, else the embedded PGlite in DATA_DIR.
// `--app dist` also serves the built app on the same origin (`npm start`), whose worker then syncs here.
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { serveBuiltApp } from './static'
import { migrate } from './db/migrate'
import { openDatabase } from './db/open'
import { LiveSignal } from './sync/live'
import { createTenant } from './tenants'
import { signingSecret } from './tokens'
import { mountE2eSql } from './e2e-sql'

const env = process.env
const { values: args } = parseArgs({ options: { app: { type: 'string' }, port: { type: 'string' } } })
const port = Number(args.port ?? env.PORT ?? 8787)
const host = env.HOST ?? '127.0.0.1'
const tenant = env.SYNC_TENANT ?? 'demo'

const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '.data/pglite' })
const applied = await migrate(db)
if (applied.length) console.info(`Migrations applied: ${applied.join(', ')}`)
if (await createTenant(db, tenant, env.SYNC_TENANT_NAME ?? 'Demo clinic'))
  console.info(`Tenant '${tenant}' created with the demo data`)
const live = new LiveSignal()
await live.start(db)
const app = createApp({ db, secret: await signingSecret(db), live, tenant })
mountE2eSql(app, db, host)
if (args.app) serveBuiltApp(app, args.app)

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const where = env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${env.DATA_DIR ?? '.data/pglite'}`
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host
  if (args.app)
    console.info(`Clinic Suite on http://${shown}:${info.port} (the app from ${args.app} and its sync server)`)
  console.info(`Sync server on http://${host}:${info.port} (${where}, tenant '${tenant}')`)
})

async function shutdown() {
  server.close()
  await live.close()
  await db.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown())
process.once('SIGTERM', () => void shutdown())
