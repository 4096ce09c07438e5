import type Dexie from 'dexie'
import { SYNCED_TABLES } from '@/shared/db/synced-tables'
import { SYNC_META, type DeviceConflict } from '@/shared/sync/device-meta'
import type { OutboxEntry } from '@/shared/db/mutate'
import { conflict } from '../router/http-error'

/** What leaving would lose: changes never sent, and refusals the user has not resolved. */
export async function unsentOf(db: Dexie): Promise<{ unsent: number; conflicts: number }> {
  const unsent = await db
    .table<OutboxEntry>('outbox')
    .filter((e) => SYNCED_TABLES.has(e.table))
    .count()
  const conflicts = (
    ((await db.table('meta').get(SYNC_META.conflicts)) as { value?: DeviceConflict[] } | undefined)?.value ?? []
  ).length
  return { unsent, conflicts }
}

/**
 * The device stops syncing: its server session, join and round state go. With changes still unsent or
 * conflicts open it refuses (409 with both counts) unless the user confirmed losing them; then they are
 * dropped, so a later join does not push work the user chose to give up. The data stays as it is, usable
 * offline; signing in to the server again joins afresh (the server's data replaces it).
 */
export async function leaveServer(
  db: Dexie,
  { discardUnsent }: { discardUnsent: boolean },
): Promise<{ discarded: number }> {
  return db.transaction('rw', ['outbox', 'meta'], async () => {
    const { unsent, conflicts } = await unsentOf(db)
    if ((unsent || conflicts) && !discardUnsent) {
      throw conflict(`${unsent} changes were not sent and ${conflicts} were refused`, {
        field: 'discardUnsent',
        reason: 'Unsent changes would be lost',
        unsent,
        conflicts,
      })
    }
    await db
      .table<OutboxEntry>('outbox')
      .filter((e) => SYNCED_TABLES.has(e.table))
      .delete()
    await db
      .table('meta')
      .bulkDelete([SYNC_META.session, SYNC_META.joined, SYNC_META.conflicts, SYNC_META.state, SYNC_META.lastSyncedAt])
    return { discarded: unsent }
  })
}
