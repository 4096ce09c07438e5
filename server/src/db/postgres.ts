import pg from 'pg'
import type { Database, Sql } from './database'

const RECONNECT_MS = 1000

/** A real PostgreSQL through a node-postgres pool; LISTEN gets its own connection, re-opened if it drops. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the database ends (a restart, an administrator) is dropped from the pool, which
  // opens a new one when asked; unhandled, the pool's 'error' event would end the whole process.
  pool.on('error', (error) => console.warn(`postgres: idle connection lost (${error.message})`))
  // pool.end() resolves before its connections have closed; close() waits for them, so a database
  // dropped right after sees no session of ours.
  const open = new Set<pg.PoolClient>()
  pool.on('connect', (client) => {
    open.add(client)
    client.once('end', () => open.delete(client))
  })
  // Fail at start, not at the first request, when the database is unreachable.
  await pool.query('select 1')
  const stoppers = new Set<() => Promise<void>>()

  const sqlOf = (client: pg.Pool | pg.PoolClient): Sql => ({
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    // Without parameters node-postgres sends the simple protocol, which takes several statements at once.
    exec: async (script) => void (await client.query(script)),
  })

  return {
    kind: 'postgres',
    ...sqlOf(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await fn(sqlOf(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async listen(channel, onPayload) {
      let client: pg.Client | undefined
      let stopped = false
      const connect = async () => {
        if (stopped) return
        const c = new pg.Client({ connectionString: url })
        c.on('notification', (n) => n.channel === channel && onPayload(n.payload ?? ''))
        c.on('error', () => {
          c.end().catch(() => undefined)
          if (!stopped) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS)
        })
        await c.connect()
        await c.query(`listen ${pg.escapeIdentifier(channel)}`)
        client = c
      }
      await connect()
      const stop = async () => {
        stopped = true
        stoppers.delete(stop)
        await client?.end().catch(() => undefined)
      }
      stoppers.add(stop)
      return stop
    },
    async close() {
      await Promise.all([...stoppers].map((s) => s()))
      const closing = [...open].map((c) => new Promise((resolve) => c.once('end', resolve)))
      await pool.end()
      await Promise.all(closing)
    },
  }
}
