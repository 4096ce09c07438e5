import { fileURLToPath } from 'node:url'
import Postgrator from 'postgrator'
import type { Database, Sql } from './database'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))
/** Postgrator's own table of applied versions (its default name). */
export const VERSION_TABLE = 'schemaversion'
// Any fixed number: the advisory lock every instance takes before migrating. Postgrator has no lock of
// its own, and two instances starting together would otherwise both apply the same file.
const MIGRATION_LOCK = 4_815_162_342

const postgratorOn = (tx: Sql, dir: string) =>
  new Postgrator({
    driver: 'pg',
    migrationPattern: `${dir}*.sql`,
    schemaTable: VERSION_TABLE,
    // Postgrator reads `rows` of whatever the driver answers; ours are PostgreSQL and PGlite alike.
    execQuery: async (query) => ({ rows: await tx.query(query) }),
    execSqlScript: (script) => tx.exec(script),
  })

/**
 * Applies the migrations not yet applied (Postgrator, files `NNN.do.name.sql`), all in one transaction
 * under an advisory lock: a run applies everything or nothing, and a concurrent run waits, then finds
 * nothing left to do. Answers the file names applied. A released file never changes (Postgrator checks
 * each applied file's md5); a change is a new file.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    const postgrator = postgratorOn(tx, dir)
    await adoptOldRunner(tx, postgrator)
    const applied = await postgrator.migrate()
    return applied.map((m) => m.filename.slice(m.filename.lastIndexOf('/') + 1))
  })
}

/**
 * Databases made before Postgrator (`.data/pglite` folders, business servers) recorded their migrations
 * in `schema_migrations`, by version. Those versions are recorded in Postgrator's table with the files'
 * checksums, so they are not applied again, and the old table goes.
 */
async function adoptOldRunner(tx: Sql, postgrator: Postgrator): Promise<void> {
  const [old] = await tx.query<{ found: string | null }>(
    "select to_regclass('public.schema_migrations')::text as found",
  )
  if (!old?.found) return
  // Target 0: Postgrator only creates its table.
  await postgrator.migrate('0')
  const done = new Set(
    (await tx.query<{ version: number }>('select version from schema_migrations')).map((r) => Number(r.version)),
  )
  for (const m of await postgrator.getMigrations()) {
    if (m.action !== 'do' || !done.has(m.version)) continue
    await tx.query(
      `insert into ${VERSION_TABLE} (version, name, md5, run_at) values ($1, $2, $3, now()) on conflict (version) do nothing`,
      [m.version, m.name, m.md5],
    )
  }
  await tx.query('drop table schema_migrations')
}
