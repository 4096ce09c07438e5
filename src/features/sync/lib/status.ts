import { SYNCED_TABLES } from '@/shared/db/synced-tables'
import type { OutboxEntry } from '@/shared/db/mutate'
import { SYNC_META, type DeviceConflict, type DeviceSyncSession, type SyncRoundState } from '@/shared/sync/device-meta'
import type { AppDb } from '@/shared/db/database'
import { subjectOf, type ReadRow, type Subject } from './subject'

/** How many waiting changes the panel names one by one; the rest are counted. */
export const LISTED_CHANGES = 30

export interface WaitingChange {
  seq: number
  op: 'put' | 'delete'
  at: string
  subject: Subject
}

export interface DescribedConflict {
  conflict: DeviceConflict
  subject: Subject
}

export interface SyncStatus {
  /** The server the app's origin names (absent: a local-only build). */
  config: { server: string; tenant: string } | undefined
  session: DeviceSyncSession | undefined
  round: SyncRoundState | undefined
  lastSyncedAt: string | undefined
  deviceName: string | undefined
  waitingCount: number
  waiting: WaitingChange[]
  conflicts: DescribedConflict[]
}

export type IndicatorState = 'attention' | 'offline' | 'syncing' | 'waiting' | 'synced'

/**
 * The one word the toolbar shows. Attention first (a refused change or a refused sign-in wait for the
 * user and nothing else fixes them), then offline (nothing can be sent), syncing, changes waiting, synced.
 */
export function indicatorState(
  status: Pick<SyncStatus, 'round' | 'waitingCount' | 'conflicts'>,
  online: boolean,
): IndicatorState {
  if (status.conflicts.length || status.round?.status === 'unauthorized') return 'attention'
  if (!online || status.round?.status === 'unreachable') return 'offline'
  if (status.round?.status === 'syncing') return 'syncing'
  if (status.waitingCount) return 'waiting'
  return 'synced'
}

const metaOf = async <T>(db: AppDb, key: string) =>
  ((await db.table('meta').get(key)) as { value?: T } | undefined)?.value

/** Everything the indicator, the panel and the settings show, read in one go (inside `useLiveQuery`). */
export async function readSyncStatus(db: AppDb): Promise<SyncStatus> {
  const known = new Set(db.tables.map((t) => t.name))
  const read: ReadRow = async (table, id) =>
    known.has(table) ? ((await db.table(table).get(id)) as Record<string, unknown> | undefined) : undefined
  const [config, session, round, lastSyncedAt, deviceName, conflicts] = await Promise.all([
    metaOf<SyncStatus['config']>(db, SYNC_META.config),
    metaOf<DeviceSyncSession>(db, SYNC_META.session),
    metaOf<SyncRoundState>(db, SYNC_META.state),
    metaOf<string>(db, SYNC_META.lastSyncedAt),
    metaOf<string>(db, SYNC_META.deviceName),
    metaOf<DeviceConflict[]>(db, SYNC_META.conflicts),
  ])
  const synced = db.table<OutboxEntry>('outbox').filter((e) => SYNCED_TABLES.has(e.table))
  const [waitingCount, entries] = await Promise.all([
    synced.count(),
    db
      .table<OutboxEntry>('outbox')
      .orderBy('seq')
      .filter((e) => SYNCED_TABLES.has(e.table))
      .limit(LISTED_CHANGES)
      .toArray(),
  ])
  const waiting = await Promise.all(
    entries.map(async (e) => ({
      seq: e.seq!,
      op: e.op,
      at: e.at,
      subject: await subjectOf(read, e.table, (e.row ?? e.assumed) as Record<string, unknown> | null),
    })),
  )
  const described = await Promise.all(
    (conflicts ?? []).map(async (conflict) => ({
      conflict,
      subject: await subjectOf(read, conflict.table, conflict.mine ?? conflict.theirs?.row),
    })),
  )
  return { config, session, round, lastSyncedAt, deviceName, waitingCount, waiting, conflicts: described }
}
