import type { z } from 'zod'
import { badRequest, tooLarge } from './http-error'

/** Parses input with a shared schema; the first issue becomes a 400 naming the field and the reason. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.')
  throw badRequest(path || 'body', issue?.message ?? 'Invalid input')
}

/** A required query parameter, or 400. */
export function requireParam(query: URLSearchParams, name: string): string {
  const value = query.get(name)
  if (value === null || value === '') throw badRequest(name, 'Required')
  return value
}

/** The body as an object, or 400 when it is missing or not a JSON object. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || body instanceof FormData) {
    throw badRequest('body', 'Expected a JSON object')
  }
  return body as Record<string, unknown>
}

/** A body that names the row it changes (`{ id, …changes }`, the template's PATCH): the object and its id, or 400. */
export function bodyWithId(body: unknown): { id: string; body: Record<string, unknown> } {
  const object = bodyObject(body)
  if (typeof object.id !== 'string' || !object.id) throw badRequest('id', 'Required')
  return { id: object.id, body: object }
}

/** Refuses (413) a list under `key` longer than `max`, before it is parsed entry by entry. */
export function capList(body: Record<string, unknown>, key: string, max: number): void {
  const value = body[key]
  if (Array.isArray(value) && value.length > max) throw tooLarge(key, max)
}
