// The sync protocol's answers, shared by the server (server/src/sync) and the device (sw/sync); docs/sync.md
// is their contract.

/** A row as the server holds and answers it: the data, or a tombstone (deleted, data null). */
export interface RowView {
  table: string
  id: string
  version: number
  updatedAt: string
  deleted: boolean
  row: Record<string, unknown> | null
}

export type RejectReason = 'stale' | 'rule' | 'forbidden' | 'invalid'

/** What the server answers for one pushed entry. */
export type PushResult =
  /** `row`: the row as the server stored it, when that is not the one sent (a field-by-field merge). */
  | { seq: number; status: 'accepted'; version: number; checkpoint: number; row?: Record<string, unknown> }
  /** `fields`: for a `stale` update, the fields changed both on the device and on the server. */
  | {
      seq: number
      status: 'rejected'
      reason: RejectReason
      message: string
      current: RowView | null
      rule?: string
      field?: string
      fields?: string[]
    }

export interface PushAnswer {
  results: PushResult[]
  checkpoint: number
}
