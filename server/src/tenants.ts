import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { createDb } from '@/shared/db/database'
import { SEEDERS } from '@seeds/index'
import { seedDatabase } from '@seeds/run'
import type { Seeder } from '@seeds/types'
import { putAccount } from './accounts'
import type { Database, Sql } from './db/database'
import { SYNCED_TABLES, patientOf } from './sync/access'
import { holdTimes } from './sync/appointments'
import type { Role } from './tokens'

const CHUNK = 500

export interface SeedOptions {
  seeders?: Seeder[]
  now?: Date
}

interface SeedUser {
  id: string
  email: string
  name: string
  role: Role
  passwordHash: string
  person?: { id: string } | null
}

/**
 * The demo data of the app's own seeders, generated exactly as a device generates it (the same
 * deterministic seeders over an in-memory IndexedDB), read back table by table.
 */
async function generate(seeders: Seeder[], now: Date): Promise<Map<string, Array<Record<string, unknown>>>> {
  const db = createDb(`server-seed-${crypto.randomUUID()}`, { indexedDB, IDBKeyRange })
  try {
    await seedDatabase(db, now, seeders)
    const tables = new Map<string, Array<Record<string, unknown>>>()
    for (const table of db.tables) tables.set(table.name, (await table.toArray()) as Array<Record<string, unknown>>)
    return tables
  } finally {
    await db.delete()
  }
}

/**
 * Creates a tenant with the demo data once: the tenant row, its accounts and rows commit together, so a
 * crash while seeding leaves no half-seeded business. Answers false when the tenant already exists.
 */
export async function createTenant(
  db: Database,
  id: string,
  name: string,
  options: SeedOptions = {},
): Promise<boolean> {
  if ((await db.query('select 1 from tenants where id = $1', [id])).length) return false
  const data = await generate(options.seeders ?? SEEDERS, options.now ?? new Date())
  return db.transaction(async (tx) => {
    const created = await tx.query(
      'insert into tenants (id, name) values ($1, $2) on conflict (id) do nothing returning id',
      [id, name],
    )
    if (!created.length) return false
    for (const user of (data.get('users') ?? []) as unknown as SeedUser[]) {
      await putAccount(tx, id, { ...user, personId: user.person?.id ?? null })
    }
    let checkpoint = 0
    for (const [table, rows] of data) {
      if (!SYNCED_TABLES.has(table)) continue
      for (let i = 0; i < rows.length; i += CHUNK) {
        const part = rows.slice(i, i + CHUNK).map((row) => ({
          tbl: table,
          id: row.id,
          version: row.version ?? 1,
          updated_at: row.updatedAt ?? new Date(0).toISOString(),
          data: row,
          patient_id: patientOf(table, row),
          checkpoint: ++checkpoint,
        }))
        await insertRows(tx, id, part)
      }
    }
    await holdTimes(tx, id, (data.get('appointments') ?? []) as never)
    await tx.query('update tenants set checkpoint = $2 where id = $1', [id, checkpoint])
    return true
  })
}

async function insertRows(tx: Sql, tenantId: string, rows: unknown[]): Promise<void> {
  await tx.query(
    `insert into rows (tenant_id, tbl, id, version, updated_at, deleted, data, patient_id, checkpoint)
     select $1, x.tbl, x.id, x.version, x.updated_at, false, x.data, x.patient_id, x.checkpoint
     from jsonb_to_recordset($2::jsonb) as x(tbl text, id text, version integer, updated_at text, data jsonb, patient_id text, checkpoint bigint)`,
    [tenantId, JSON.stringify(rows)],
  )
}
