import pg from 'pg'
import type { Database } from '../src/db/database'
import { openPglite } from '../src/db/pglite'
import { openPostgres } from '../src/db/postgres'

export interface TestDatabase {
  db: Database
  /** Opens another connection to the same database: a second server instance. */
  another(): Promise<Database>
  drop(): Promise<void>
}

/**
 * A database of its own for one test file: on the PostgreSQL at DATABASE_URL when it is set (a new
 * database, dropped afterwards, so runs never see each other's data), else an in-memory PGlite. A set
 * but unreachable DATABASE_URL throws, which fails the run: it never falls back to PGlite.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const db = await openPglite()
    return { db, another: async () => db, drop: () => db.close() }
  }
  const name = `sync_test_${process.pid}_${crypto.randomUUID().slice(0, 8)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const target = new URL(url)
  target.pathname = `/${name}`
  const opened: Database[] = []
  const open = async () => {
    const db = await openPostgres(target.toString())
    opened.push(db)
    return db
  }
  return {
    db: await open(),
    another: open,
    async drop() {
      await Promise.all(opened.map((d) => d.close()))
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
