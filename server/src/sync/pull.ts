import type { Sql } from '../db/database'
import type { Actor } from '../tokens'
import { canPullEverything, PATIENT_OWNED_TABLES, PATIENT_TABLES } from './access'
import { committedCheckpoint, ROW_COLUMNS, viewOf, type RowView, type StoredRow } from './rows'

export const DEFAULT_LIMIT = 500
export const MAX_LIMIT = 1000

export interface PullAnswer {
  /** Rows and tombstones changed after `since`, oldest change first. */
  changes: RowView[]
  /** Pass it as the next `since`. */
  checkpoint: number
  /** True when more changes wait: pull again at once. */
  more: boolean
}

/**
 * The changes after `since` that `actor` may see, in checkpoint order. Only checkpoints at or below the
 * tenant's committed counter are read, and every one of those is committed (rows.ts), so advancing to
 * the answer's checkpoint never skips a change.
 */
export async function pull(db: Sql, actor: Actor, since: number, limit: number): Promise<PullAnswer> {
  const upTo = Number(await committedCheckpoint(db, actor.tenantId))
  const visible = canPullEverything(actor.role)
    ? 'true'
    : `(tbl = any($5::text[]) or (tbl = any($6::text[]) and patient_id = $7))`
  const params: unknown[] = [actor.tenantId, since, upTo, limit + 1]
  if (!canPullEverything(actor.role)) params.push(PATIENT_TABLES, PATIENT_OWNED_TABLES, actor.personId ?? '')
  const rows = await db.query<StoredRow>(
    `select ${ROW_COLUMNS} from rows
     where tenant_id = $1 and checkpoint > $2 and checkpoint <= $3 and ${visible}
     order by rows.checkpoint limit $4`,
    params,
  )
  const more = rows.length > limit
  const page = rows.slice(0, limit)
  return { changes: page.map(viewOf), checkpoint: more ? Number(page.at(-1)!.checkpoint) : Math.max(upTo, since), more }
}
