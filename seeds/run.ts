import type Dexie from 'dexie'
import { bumpRevision } from '@/shared/db/mutate'
import { SEEDERS } from './index'
import { seededFaker } from './random'
import type { Seeder } from './types'

export const SEEDED_KEY = 'seeded'

export async function isSeeded(db: Dexie): Promise<boolean> {
  return Boolean(await db.table('meta').get(SEEDED_KEY))
}

async function runSeeders(db: Dexie, seeders: Seeder[], now: Date) {
  for (const seeder of seeders) await seeder.run(db, { faker: seededFaker(seeder.name), now })
}

/** Seeds an empty database once; a second call (another tab, a restarted worker) does nothing. */
export async function seedDatabase(db: Dexie, now = new Date(), seeders = SEEDERS): Promise<boolean> {
  if (await isSeeded(db)) return false
  await runSeeders(db, seeders, now)
  await db.table('meta').put({ key: SEEDED_KEY, value: now.toISOString() })
  return true
}

/** Restores the demo data: clears every seeded table, the outbox and tombstones, then seeds again. */
export async function resetDatabase(db: Dexie, now = new Date(), seeders = SEEDERS): Promise<void> {
  const tables = [...new Set(seeders.flatMap((s) => s.tables))].filter((t) => db.tables.some((x) => x.name === t))
  await db.transaction('rw', [...tables, 'outbox', 'tombstones'], async () => {
    for (const t of [...tables, 'outbox', 'tombstones']) await db.table(t).clear()
  })
  await db.transaction('rw', 'meta', async () => {
    for (const t of tables) await bumpRevision(db, t)
  })
  await db.table('meta').delete(SEEDED_KEY)
  await seedDatabase(db, now, seeders)
}
