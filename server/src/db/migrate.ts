import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Database } from './database'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))
const FILE_RE = /^(\d{3})_[a-z0-9_]+\.sql$/
// Any fixed number: the advisory lock every instance takes before migrating, so two never race.
const MIGRATION_LOCK = 4_815_162_342

export interface Migration {
  version: number
  name: string
  sql: string
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => FILE_RE.test(f)).sort()
  return Promise.all(
    files.map(async (name) => ({ version: Number(FILE_RE.exec(name)![1]), name, sql: await readFile(dir + name, 'utf8') })),
  )
}

/**
 * Applies every migration not yet recorded, in order, each in its own transaction with its record, under
 * an advisory lock; answers the names applied. Migrations only ever add: a released file never changes.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const list = migrations ?? (await readMigrations())
  const applied: string[] = []
  for (const m of list) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      await tx.query(`create table if not exists schema_migrations (
        version integer primary key, name text not null, applied_at timestamptz not null default now())`)
      const seen = await tx.query('select 1 from schema_migrations where version = $1', [m.version])
      if (seen.length) return false
      for (const statement of splitStatements(m.sql)) await tx.query(statement)
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name])
      return true
    })
    if (done) applied.push(m.name)
  }
  return applied
}

/** Splits a migration at the semicolons that end a line; migrations keep one statement per such end. */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean)
}
