import type { Database } from './database'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'

/** PostgreSQL at `DATABASE_URL` when given, else the embedded PGlite persisted to `dataDir`. */
export function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir)
}
