import { cp, mkdtemp, appendFile, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase, type TestDatabase } from '../../test/database'
import { migrate, MIGRATIONS_DIR, VERSION_TABLE } from './migrate'

const files = async () => (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()

describe('migrations (Postgrator)', () => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await freshDatabase()
  })
  afterAll(() => t.drop())

  it('build the schema from an empty database, once, and record each file', async () => {
    const all = await files()
    expect(all[0]).toBe('001.do.init.sql')
    const [first, second] = await Promise.all([migrate(t.db), migrate(await t.another())])
    expect([...first, ...second].sort()).toEqual(all)
    expect(await migrate(t.db)).toEqual([])
    const recorded = await t.db.query<{ version: string }>(
      `select version from ${VERSION_TABLE} where version > 0 order by version`,
    )
    expect(recorded.map((r) => Number(r.version))).toEqual(all.map((f) => Number(f.split('.')[0])))
    const tables = await t.db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    )
    expect(tables.map((r) => r.table_name)).toEqual([
      'accounts',
      'appointment_slots',
      'devices',
      'push_receipts',
      'revocations',
      'rows',
      VERSION_TABLE,
      'settings',
      'tenants',
    ])
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

  it('refuse to run when a released file changed, and apply nothing then', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'))
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true })
      await appendFile(join(dir, '001.do.init.sql'), '\n-- edited after release\n')
      await expect(migrate(t.db, `${dir}/`)).rejects.toThrow(/checksum/i)
    } finally {
      await rm(dir, { recursive: true })
    }
  })
})

describe('a database made by the old migration runner', () => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await freshDatabase()
  })
  afterAll(() => t.drop())

  it('is adopted: 001 counts as applied, its data stays, the later files apply', async () => {
    // What the runner before Postgrator left behind: 001's schema, its own record table, and data.
    await t.db.exec(await readFile(join(MIGRATIONS_DIR, '001.do.init.sql'), 'utf8'))
    await t.db
      .exec(`create table schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now());
      insert into schema_migrations (version, name) values (1, '001_init.sql');
      insert into tenants (id, name, checkpoint) values ('old-clinic', 'Old clinic', 42);`)

    const applied = await migrate(t.db)
    expect(applied).not.toContain('001.do.init.sql')
    expect(applied).toEqual((await files()).filter((f) => !f.startsWith('001.')))
    expect(await t.db.query('select id, checkpoint::int as checkpoint from tenants')).toEqual([
      { id: 'old-clinic', checkpoint: 42 },
    ])
    expect(await t.db.query("select to_regclass('public.schema_migrations') as old")).toEqual([{ old: null }])
    expect(await migrate(t.db)).toEqual([])
    await t.db.query("update devices set name = 'x' where false")
  })
})
