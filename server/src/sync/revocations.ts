import type { Sql } from '../db/database'

interface Moved {
  table: string
  id: string
  version: number
  updatedAt: string
  checkpoint: string
}

/**
 * A patient-scoped row left patient `from` (for `to`, or nobody): `from` may no longer read it, so its
 * pulls answer a tombstone for it from now on. A row that comes back to `to` is theirs again: their
 * revocation goes, and the row itself reaches them.
 */
export async function revokeFromPatient(
  tx: Sql,
  tenantId: string,
  row: Moved,
  from: string,
  to: string | null,
): Promise<void> {
  await tx.query(
    `insert into revocations (tenant_id, patient_id, tbl, id, version, updated_at, checkpoint) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (tenant_id, patient_id, tbl, id) do update
       set version = excluded.version, updated_at = excluded.updated_at, checkpoint = excluded.checkpoint`,
    [tenantId, from, row.table, row.id, row.version, row.updatedAt, row.checkpoint],
  )
  if (to)
    await tx.query('delete from revocations where tenant_id = $1 and patient_id = $2 and tbl = $3 and id = $4', [
      tenantId,
      to,
      row.table,
      row.id,
    ])
}
