import type Dexie from 'dexie'
import { badRequest, notFound } from './http-error'

/**
 * The row with this id, or the error every handler answers for it: 400 when no id was sent (naming
 * `field`, else `id`), 404 `{ error, id }` when nothing has it, with `field` when the id came from a body
 * reference (`doctorId`, `lists.3.id`) so the client knows which one.
 */
export async function requireRow<T>(db: Dexie, table: string, id: unknown, what: string, field?: string): Promise<T> {
  if (typeof id !== 'string' || !id) throw badRequest(field ?? 'id', 'Required')
  const row = (await db.table(table).get(id)) as T | undefined
  if (!row) {
    const error = notFound(what, id)
    if (field) Object.assign(error.details, { field })
    throw error
  }
  return row
}
