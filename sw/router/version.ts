import { HttpError, badRequest } from './http-error'
import type { ApiRequest } from './types'

const IF_MATCH = /^\s*(?:W\/)?"?(\d+)"?\s*$/

function asVersion(value: unknown, field: string): number {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
    throw badRequest(field, 'Must be a row version (a whole number)')
  return n
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * The version of the row an update was based on, or undefined for an unconditional write. Taken from the
 * `If-Match` header (`3`, `"3"` or `W/"3"`), else from `version` at the top of the body. A `version` inside
 * the body's `entity` object (`{ id, contact: { …, version } }`) is dropped and not used: the template's
 * clients echo rows as they were served, perhaps before their own last write, and must keep working as
 * they did; and so that the entity's schema sees only its own fields. FormData bodies may carry `version`.
 */
export function takeBaseVersion(req: ApiRequest, entity?: string): number | undefined {
  const header = req.headers.get('if-match')
  let found: number | undefined
  if (header !== null && header.trim() !== '*') {
    const match = IF_MATCH.exec(header)
    if (!match) throw badRequest('If-Match', 'Must be a row version (a whole number)')
    found = Number(match[1])
  }
  const body = req.body
  if (body instanceof FormData) {
    const sent = body.get('version')
    body.delete('version')
    return found ?? (sent === null ? undefined : asVersion(sent, 'version'))
  }
  if (!isObject(body)) return found
  const top = takeVersionOf(body, 'version')
  if (entity && isObject(body[entity])) dropVersion(body[entity] as Record<string, unknown>)
  return found ?? top
}

/** Removes an echoed `version` from an item of a body, which the stored row's own version must win over. */
export function dropVersion(item: Record<string, unknown>): void {
  delete item.version
}

function takeVersionOf(holder: Record<string, unknown>, field: string): number | undefined {
  if (!('version' in holder)) return undefined
  const sent = holder.version
  delete holder.version
  return sent === null || sent === undefined ? undefined : asVersion(sent, field)
}

/**
 * Refuses a write based on an older version of the row: 409 `{ error, field: 'version', reason, current }`,
 * where `current` is the row as the API reads it, so a client can show the other change or re-send on top
 * of it. Call it inside the write's transaction, on the row read there, or two writers could both pass.
 */
export function checkVersion<R extends object>(
  row: R,
  base: number | undefined,
  present: (row: R) => unknown = (r) => r,
): void {
  const stored = (row as { version?: number }).version ?? 0
  if (base === undefined || stored === base) return
  throw new HttpError(409, `version: the row is at version ${stored}, the change was based on version ${base}`, {
    field: 'version',
    reason: 'Changed since it was read',
    current: present(row),
  })
}
