import type Dexie from 'dexie'
import type { z } from 'zod'
import { runQuery, type QueryResult, type QuerySpec, type SortKind } from '@workers/query-engine'
import { listQuerySchema, type Page, type RuleName } from '@/shared/schemas/clinic/common'
import type { Role } from '@/shared/schemas/auth'
import { localDateTime } from '@/shared/clinic/time'
import type { Violation } from '@/shared/clinic/rules'
import { accounts } from '../../auth/accounts'
import { HttpError, badRequest, forbidden } from '../../router/http-error'
import { requireRow } from '../../router/require-row'
import type { ApiRequest, HandlerContext } from '../../router/types'
import { bodyObject, parse } from '../../router/validate'
import { checkVersion } from '../../router/version'

export const BASE = 'api/medical'

export const STAFF: Role[] = ['admin', 'reception']
export const CLINIC: Role[] = ['admin', 'reception', 'doctor']
export const ADMIN: Role[] = ['admin']

/** Local wall-clock now of the server clock. */
export const nowLocal = (ctx: HandlerContext) => localDateTime(ctx.now())

/** Who is calling: role, user id and the linked person (doctor id for a doctor, patient id for a patient). */
export interface Actor {
  userId: string
  role: Role
  personId: string | null
}

export async function actorOf(req: ApiRequest, ctx: HandlerContext): Promise<Actor> {
  const user = req.user
  if (!user) throw new HttpError(401, 'Authentication required')
  const account = await accounts(ctx.db).get(user.id)
  return { userId: user.id, role: user.role, personId: account?.person?.id ?? null }
}

/**
 * The stored row an update replaces, read inside the update's transaction and refused (409 with the row as
 * `current`) when the client based its change on another version (`takeBaseVersion`).
 */
export async function requireCurrent<T extends { version?: number }>(
  db: Dexie,
  table: string,
  id: string,
  what: string,
  base: number | undefined,
): Promise<T> {
  const row = await requireRow<T>(db, table, id, what)
  checkVersion(row, base)
  return row
}

/** 409 naming the rule; the message says which rule and what it met. */
export const ruleConflict = (rule: RuleName, message: string, details: Record<string, unknown> = {}) =>
  new HttpError(409, message, { rule, ...details })

export const violationConflict = (v: Violation) =>
  ruleConflict(v.rule, v.message, { ...(v.clash ? { clash: v.clash } : {}), ...(v.params ? { params: v.params } : {}) })

export const uniqueConflict = (field: string, message: string) =>
  ruleConflict('unique', `unique: ${message}`, { field, reason: 'Already taken' })

export const inUse = (message: string, count: number) => ruleConflict('in-use', `in-use: ${message}`, { count })

export const deleted = (id: string) => ({ id, deleted: true })

/** Parses a body as a whole object with a shared schema (400 naming the field). */
export const parseBody = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => parse(schema, bodyObject(body))

/**
 * PATCH: the sent fields merged over the stored ones, validated as a whole, so a patch can never leave
 * a row that a POST would refuse. Only the schema's own keys of the stored row are kept.
 */
export function parsePatch<S extends z.ZodType>(
  schema: S,
  stored: object,
  body: unknown,
  keys: readonly string[],
): z.output<S> {
  const patch = bodyObject(body)
  const base: Record<string, unknown> = {}
  for (const k of keys) if (k in stored) base[k] = (stored as Record<string, unknown>)[k]
  return parse(schema, { ...base, ...patch })
}

export interface ListSpec {
  sorts: ReadonlyArray<{ field: string; kind: SortKind }>
  searchFields: string[]
  /**
   * Exact-match filters read from the query string: parameter → its type, or the row field it matches
   * (an array field matches when it contains the value).
   */
  filters?: Record<string, 'string' | 'boolean' | { field: string }>
  /** When the table has no `active` field. */
  noActive?: boolean
}

/** Turns the validated list query into a query-engine spec (400 on an unknown sort field). */
export function querySpec(req: ApiRequest, spec: ListSpec): { q: z.output<typeof listQuerySchema>; query: QuerySpec } {
  const q = parse(listQuerySchema, Object.fromEntries(req.query))
  const sortField = q.sort || spec.sorts[0]!.field
  const sort = spec.sorts.find((s) => s.field === sortField)
  if (!sort) throw badRequest('sort', `One of ${spec.sorts.map((s) => s.field).join(', ')}`)
  const where: NonNullable<QuerySpec['where']> = {}
  if (q.active && !spec.noActive) where.active = q.active === 'true'
  for (const [name, type] of Object.entries(spec.filters ?? {})) {
    const raw = req.query.get(name)
    if (raw === null || raw === '') continue
    if (type === 'boolean') {
      if (raw !== 'true' && raw !== 'false') throw badRequest(name, "Use 'true' or 'false'")
      where[name] = raw === 'true'
    } else where[typeof type === 'object' ? type.field : name] = raw
  }
  return {
    q,
    query: {
      search: { fields: spec.searchFields, text: q.search },
      where,
      sort: { field: sort.field, order: q.order, kind: sort.kind },
      offset: q.page * q.size,
      limit: q.size,
    },
  }
}

export function toPage<T>(result: QueryResult<T>, page: number, size: number): Page<T> {
  const length = result.total
  const startIndex = page * size
  return {
    items: result.rows,
    pagination: {
      length,
      size,
      page,
      lastPage: Math.max(Math.ceil(length / size) - 1, 0),
      startIndex,
      endIndex: Math.min(startIndex + size, length) - 1,
    },
  }
}

/** A paged list through the query engine (warm worker or cold read). */
export async function pagedList<T>(
  req: ApiRequest,
  ctx: HandlerContext,
  table: string,
  spec: ListSpec,
): Promise<Page<T>> {
  const { q, query } = querySpec(req, spec)
  return toPage(await ctx.query<T>(table, query), q.page, q.size)
}

/** A paged list over rows already filtered here (for filters the engine cannot express). */
export function pagedRows<T>(req: ApiRequest, rows: T[], spec: ListSpec): Page<T> {
  const { q, query } = querySpec(req, spec)
  return toPage(runQuery(rows, query), q.page, q.size)
}

/** Case-insensitive "is this name taken by another row" for small named tables. */
export async function nameTaken(db: Dexie, table: string, name: string, exceptId?: string): Promise<boolean> {
  const wanted = name.trim().toLocaleLowerCase()
  const rows = (await db.table(table).toArray()) as Array<{ id: string; name: string }>
  return rows.some((r) => r.id !== exceptId && r.name.trim().toLocaleLowerCase() === wanted)
}

/** Refuses a patient acting on someone else's record. */
export function ownOnly(actor: Actor, patientId: string) {
  if (actor.role === 'patient' && actor.personId !== patientId)
    throw forbidden('Patients see and change only their own records')
}
