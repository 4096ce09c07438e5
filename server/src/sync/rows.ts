import type { Sql } from '../db/database'
import type { RowView } from '@/shared/sync/protocol'

export type { RowView }

export interface StoredRow {
  tbl: string
  id: string
  version: number
  updated_at: string
  deleted: boolean
  data: Record<string, unknown> | null
  checkpoint: string
}

export const ROW_COLUMNS = 'tbl, id, version, updated_at, deleted, data, checkpoint::text as checkpoint'

export const viewOf = (r: StoredRow): RowView => ({
  table: r.tbl,
  id: r.id,
  version: r.version,
  updatedAt: r.updated_at,
  deleted: r.deleted,
  row: r.data,
})

/** The server's row (or tombstone), locked until the transaction ends so concurrent writers queue. */
export async function lockRow(tx: Sql, tenantId: string, table: string, id: string): Promise<StoredRow | undefined> {
  const [row] = await tx.query<StoredRow>(
    `select ${ROW_COLUMNS} from rows where tenant_id = $1 and tbl = $2 and id = $3 for update`,
    [tenantId, table, id],
  )
  return row
}

/**
 * Hands out the tenant's next `count` checkpoints and answers the last. The tenant's row stays locked
 * until commit, so checkpoints commit in the order they are handed out: a pull that read the committed
 * counter has every row below it.
 */
export async function takeCheckpoints(tx: Sql, tenantId: string, count: number): Promise<number> {
  const [row] = await tx.query<{ checkpoint: string }>(
    'update tenants set checkpoint = checkpoint + $2 where id = $1 returning checkpoint::text as checkpoint',
    [tenantId, count],
  )
  return Number(row!.checkpoint)
}

export async function committedCheckpoint(db: Sql, tenantId: string): Promise<string> {
  const [row] = await db.query<{ checkpoint: string }>(
    'select checkpoint::text as checkpoint from tenants where id = $1',
    [tenantId],
  )
  return row?.checkpoint ?? '0'
}

export const SYNC_CHANNEL = 'sync_changes'

/** Tells every server instance (and so every live device of the tenant) after commit that rows changed. */
export async function signalChange(tx: Sql, tenantId: string, checkpoint: string): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [
    SYNC_CHANNEL,
    JSON.stringify({ tenant: tenantId, checkpoint: Number(checkpoint) }),
  ])
}
