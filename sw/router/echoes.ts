import { badRequest } from './http-error'

/** Fields a client may send back as it read them; the server keeps them, so they are dropped from a change. */
const READ_ONLY = ['updatedAt', 'version'] as const

/**
 * The template's clients save whole forms: `{ id, contact: { id, name, ... } }`. An `id` equal to the one
 * addressed and the read-only sync fields are accepted and dropped; an `id` naming another row contradicts
 * the request and is refused (400 naming `<prefix>.id`). Anything that is not an object is returned as is,
 * for the schema to refuse.
 */
export function dropEchoes(addressedId: string, changes: unknown, prefix: string): unknown {
  if (changes === null || typeof changes !== 'object' || Array.isArray(changes)) return changes
  const { id, ...rest } = changes as Record<string, unknown>
  if (id !== undefined && id !== addressedId) throw badRequest(`${prefix}.id`, 'Does not match the id addressed')
  for (const field of READ_ONLY) delete rest[field]
  return rest
}
