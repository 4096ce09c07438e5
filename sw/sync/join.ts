import type Dexie from 'dexie'
import { bumpRevision } from '@/shared/db/mutate'
import { SYNCED_TABLES } from '@/shared/db/synced-tables'
import { pullChanges, pushOutbox } from './client'
import type { PushEntry, SyncTransport } from './protocol'

const CHECKPOINT = 'sync:checkpoint'

/**
 * A device joining a server: its own unsynced changes go first (they are the user's work), then the
 * server's data replaces the local seed: the synced tables are emptied and pulled from checkpoint 0.
 * Emptying waits for an outbox without synced entries (a write made meanwhile fails the round, which the
 * scheduler retries). A crash before the pull completes leaves the device not joined: it joins again.
 */
export async function joinServer(db: Dexie, transport: SyncTransport): Promise<{ pulled: number }> {
  await pushOutbox(db, transport)
  const tables = db.tables.map((t) => t.name).filter((name) => SYNCED_TABLES.has(name))
  await db.transaction('rw', [...tables, 'outbox', 'meta'], async () => {
    const waiting = await db
      .table<PushEntry>('outbox')
      .filter((e) => SYNCED_TABLES.has(e.table))
      .count()
    if (waiting) throw new Error('sync join: new local changes arrived, pushing them first')
    for (const table of tables) {
      await db.table(table).clear()
      await bumpRevision(db, table)
    }
    await db.table('meta').put({ key: CHECKPOINT, value: 0 })
  })
  return { pulled: await pullChanges(db, transport) }
}
