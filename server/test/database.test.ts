import { describe, expect, it } from 'vitest'
import { freshDatabase } from './database'

describe('the database the server tests run on', () => {
  // With DATABASE_URL set this must reach that PostgreSQL: an unreachable one fails here as a failed
  // test (the other files' hooks fail too), and nothing falls back to PGlite in silence.
  it(`is ${process.env.DATABASE_URL ? 'the PostgreSQL at DATABASE_URL' : 'an embedded PGlite'}, fresh and writable`, async () => {
    const t = await freshDatabase()
    try {
      expect(t.db.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite')
      const [row] = await t.db.query<{ tables: number }>(
        "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
      )
      expect(row!.tables).toBe(0)
    } finally {
      await t.drop()
    }
  })
})

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL that ends our connections', () => {
  // A restart or an administrator ends idle sessions: the server must keep running and open new ones.
  it('keeps the server running and answers the next query on a new connection', async () => {
    const t = await freshDatabase()
    try {
      await Promise.all([t.db.query('select 1'), t.db.query('select 2')])
      const [{ name }] = (await t.db.query<{ name: string }>('select current_database() as name')) as [{ name: string }]
      const admin = await t.another()
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      )
      await new Promise((resolve) => setTimeout(resolve, 100))
      const [row] = await t.db.query<{ n: number }>('select 41 + 1 as n')
      expect(row!.n).toBe(42)
    } finally {
      await t.drop()
    }
  })
})
