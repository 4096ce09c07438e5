import type Dexie from 'dexie'
import { SYNC_META, type DeviceSyncHint, type DeviceSyncSession, type SyncRoundState } from '@/shared/sync/device-meta'

const put = (db: Dexie, key: string, value: unknown) => db.table('meta').put({ key, value })

/** The HTTP status a sync call failed with (httpTransport tags its errors), if any. */
const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status

/** fetch rejects with a TypeError when the network fails: offline, or the server is down. */
function stateOf(error: unknown, at: string): SyncRoundState {
  const message = error instanceof Error ? error.message : String(error)
  if (statusOf(error) === 401) return { status: 'unauthorized', at, message }
  if (error instanceof TypeError || statusOf(error) === 502 || statusOf(error) === 503)
    return { status: 'unreachable', at, message }
  return { status: 'failed', at, message }
}

/** Round states are written where the page reads them live (src/features/sync), so it never polls. */
export const markSyncing = (db: Dexie) =>
  put(db, SYNC_META.state, { status: 'syncing', since: new Date().toISOString() } satisfies SyncRoundState)

export async function markSynced(db: Dexie) {
  const at = new Date().toISOString()
  await db.transaction('rw', 'meta', async () => {
    await put(db, SYNC_META.state, { status: 'idle', at } satisfies SyncRoundState)
    await put(db, SYNC_META.lastSyncedAt, at)
  })
}

export const markFailed = (db: Dexie, error: unknown) =>
  put(db, SYNC_META.state, stateOf(error, new Date().toISOString())).catch(() => undefined)

/** A device that signed out or left has no round state: nothing is syncing any more. */
export const clearRoundState = (db: Dexie) => db.table('meta').bulkDelete([SYNC_META.state, SYNC_META.lastSyncedAt])

const metaOf = async <T>(db: Dexie, key: string) =>
  ((await db.table('meta').get(key)) as { value?: T } | undefined)?.value

/** The device's sync in one word for the page (joined as src/features/sync's `isJoined` reads it). */
export async function syncHintOf(db: Dexie): Promise<DeviceSyncHint> {
  const [config, session] = await Promise.all([
    metaOf<{ server: string }>(db, SYNC_META.config),
    metaOf<DeviceSyncSession>(db, SYNC_META.session),
  ])
  if (!config) return 'local'
  return session?.server === config.server ? 'joined' : 'server'
}
