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
  const rows = canPullEverything(actor.role)
    ? await db.query<StoredRow>(
        `select ${ROW_COLUMNS} from rows
         where tenant_id = $1 and checkpoint > $2 and checkpoint <= $3
         order by rows.checkpoint limit $4`,
        [actor.tenantId, since, upTo, limit + 1],
      )
    : await patientRows(db, actor, since, upTo, limit + 1)
  const more = rows.length > limit
  const page = rows.slice(0, limit)
  return { changes: page.map(viewOf), checkpoint: more ? Number(page.at(-1)!.checkpoint) : Math.max(upTo, since), more }
}

/**
 * A patient's view: the catalogue, its own person and appointments, and a tombstone for every row that
 * left it since (revocations.ts), which it may no longer read and so would otherwise keep for good.
 */
function patientRows(db: Sql, actor: Actor, since: number, upTo: number, limit: number): Promise<StoredRow[]> {
  return db.query<StoredRow>(
    `select tbl, id, version, updated_at, deleted, data, checkpoint::text as checkpoint from (
       select tbl, id, version, updated_at, deleted, data, checkpoint from rows
       where tenant_id = $1 and checkpoint > $2 and checkpoint <= $3
         and (tbl = any($5::text[]) or (tbl = any($6::text[]) and patient_id = $7))
       union all
       select tbl, id, version, updated_at, true, null::jsonb, checkpoint from revocations
       where tenant_id = $1 and patient_id = $7 and checkpoint > $2 and checkpoint <= $3
     ) visible order by checkpoint limit $4`,
    [actor.tenantId, since, upTo, limit, PATIENT_TABLES, PATIENT_OWNED_TABLES, actor.personId ?? ''],
  )
}
