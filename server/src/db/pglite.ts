import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import type { Database, Sql } from './database'

/**
 * The embedded PostgreSQL (WebAssembly), persisted to `dataDir`, or in memory without one. One process
 * owns it: PGlite runs one query at a time, so transactions are naturally serial.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  // PGlite makes only the last folder of the path.
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { btree_gist } })
  const sqlOf = (q: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    query: async <T>(text: string, params?: unknown[]) => (await q.query<T>(text, params)).rows,
    exec: async (script) => void (await q.exec(script)),
  })
  return {
    kind: 'pglite',
    ...sqlOf(db),
    transaction: (fn) => db.transaction((tx) => fn(sqlOf(tx))),
    listen: async (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  }
}
