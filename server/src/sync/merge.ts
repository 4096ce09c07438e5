import { isDeepStrictEqual } from 'node:util'

type Row = Record<string, unknown>

/** Fields the protocol itself keeps: never a change of the user's, never a clash. */
const BOOKKEEPING = new Set(['version', 'updatedAt'])

export type MergeOutcome = { merged: Row } | { clashes: string[] }

const changedFields = (from: Row, to: Row) =>
  [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (k) => !BOOKKEEPING.has(k) && !isDeepStrictEqual(from[k], to[k]),
  )

/**
 * Three-way merge of a device's row written over an older version (`assumed`) with the server's row now.
 * Each field is one value (an array or object is replaced whole, never merged inside). The device's
 * changed fields go on top of the server's row when the server left them as the device found them;
 * a field both changed, to different values, is a clash and nothing merges.
 */
export function mergeFields(assumed: Row, mine: Row, server: Row): MergeOutcome {
  const serverChanged = new Set(changedFields(assumed, server))
  const mineChanged = changedFields(assumed, mine)
  const clashes = mineChanged.filter((k) => serverChanged.has(k) && !isDeepStrictEqual(mine[k], server[k]))
  if (clashes.length) return { clashes: clashes.sort() }
  const merged: Row = { ...server }
  for (const k of mineChanged) {
    if (k in mine) merged[k] = mine[k]
    else delete merged[k]
  }
  // The later of the two writes is the row's time.
  merged.updatedAt = String(mine.updatedAt) > String(server.updatedAt) ? mine.updatedAt : server.updatedAt
  return { merged }
}

/** The device's assumed row, when it is a whole row of this id (a merge needs every field as it was). */
export function assumedRow(assumed: unknown, rowId: string): Row | null {
  return typeof assumed === 'object' && assumed !== null && !Array.isArray(assumed) && (assumed as Row).id === rowId
    ? (assumed as Row)
    : null
}
