import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase, type TestDatabase } from '../../test/database'
import { migrate, readMigrations, splitStatements } from './migrate'

describe('migrations', () => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await freshDatabase()
  })
  afterAll(() => t.drop())

  it('build the schema from an empty database, once, and record each file', async () => {
    const files = (await readMigrations()).map((m) => m.name)
    expect(files[0]).toBe('001_init.sql')
    const [first, second] = await Promise.all([migrate(t.db), migrate(await t.another())])
    expect([...first, ...second].sort()).toEqual(files)
    expect(await migrate(t.db)).toEqual([])
    const recorded = await t.db.query<{ name: string }>('select name from schema_migrations order by version')
    expect(recorded.map((r) => r.name)).toEqual(files)
    const tables = await t.db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    )
    expect(tables.map((r) => r.table_name)).toEqual(
      ['accounts', 'appointment_slots', 'devices', 'push_receipts', 'rows', 'schema_migrations', 'settings', 'tenants'],
    )
  })

  it('install btree_gist, which the overlap constraints need, on this database kind', async () => {
    const ext = await t.db.query<{ extname: string }>("select extname from pg_extension where extname = 'btree_gist'")
    expect(ext).toHaveLength(1)
    await t.db.query(`insert into tenants (id, name) values ('gist-check', 'x')`)
    const slot = (id: string, from: string, to: string) =>
      t.db.query(
        `insert into appointment_slots (tenant_id, appointment_id, doctor_id, patient_id, held)
         values ('gist-check', $1, 'doc', $1, tsrange($2::timestamp, $3::timestamp))`,
        [id, from, to],
      )
    await slot('a', '2026-01-05T09:00', '2026-01-05T09:30')
    await slot('b', '2026-01-05T09:30', '2026-01-05T10:00')
    await expect(slot('c', '2026-01-05T09:15', '2026-01-05T09:45')).rejects.toMatchObject({
      code: '23P01',
      constraint: 'appointment_slots_doctor_overlap',
    })
  })

  it('split a file at the semicolons that end lines and drop comment lines', () => {
    expect(splitStatements('-- a\ncreate table a (x int);\n\ncreate index b on a (x);\n')).toEqual([
      'create table a (x int)',
      'create index b on a (x)',
    ])
  })
})
