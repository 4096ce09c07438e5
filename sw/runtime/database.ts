import { createDb } from '@/shared/db/database'
import { seedDatabase } from '@seeds/run'

export const db = createDb()

let ready: Promise<void> | undefined

async function openAndSeed(): Promise<void> {
  await db.open()
  await seedDatabase(db)
}

/** Opens (and upgrades) the database and seeds it on first start; every request waits for this once. */
export function ensureReady(): Promise<void> {
  ready ??= openAndSeed().catch((error: unknown) => {
    ready = undefined
    throw error
  })
  return ready
}
