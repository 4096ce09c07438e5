import type Dexie from 'dexie'
import { deleteRow, newId, putRow, writeTx } from '@/shared/db/mutate'
import { namedInputSchema, type Named } from '@/shared/schemas/clinic/catalog'
import type { Role } from '@/shared/schemas/auth'
import { defineRoutes, reply, type HandlerContext } from '../../router/types'
import { takeBaseVersion } from '../../router/version'
import {
  ADMIN,
  BASE,
  deleted,
  inUse,
  nameTaken,
  pagedList,
  parseBody,
  parsePatch,
  requireCurrent,
  uniqueConflict,
} from './common'
import { requireRow } from '../../router/require-row'

interface NamedResource {
  /** Path segment under api/medical. */
  path: string
  table: string
  what: string
  readRoles?: Role[]
  /** Rows that still use the record: the table and the field that points at it. */
  usedBy: { table: string; field: string; label: string }
}

const KEYS = Object.keys(namedInputSchema.shape)

async function save(ctx: HandlerContext, r: NamedResource, body: unknown, stored?: Named, base?: number) {
  const data = stored ? parsePatch(namedInputSchema, stored, body, KEYS) : parseBody(namedInputSchema, body)
  const id = stored?.id ?? newId()
  return writeTx(ctx.db, [r.table], async () => {
    if (stored) await requireCurrent(ctx.db, r.table, id, r.what, base)
    if (await nameTaken(ctx.db, r.table, data.name, id))
      throw uniqueConflict('name', `a ${r.what.toLowerCase()} named '${data.name}' already exists`)
    return putRow(ctx.db, r.table, { ...data, id })
  })
}

const usage = (db: Dexie, r: NamedResource, id: string) =>
  db.table(r.usedBy.table).where(r.usedBy.field).equals(id).count()

/** List, read, create, patch and delete of a small named table (specialties and categories). */
export function namedRoutes(r: NamedResource) {
  const base = `${BASE}/${r.path}`
  return defineRoutes([
    {
      method: 'GET',
      pattern: base,
      roles: r.readRoles,
      handler: (req, ctx) =>
        pagedList<Named>(req, ctx, r.table, {
          sorts: [{ field: 'name', kind: 'text' }],
          searchFields: ['name'],
          noActive: true,
        }),
    },
    {
      method: 'GET',
      pattern: `${base}/:id`,
      roles: r.readRoles,
      handler: (req, ctx) => requireRow<Named>(ctx.db, r.table, req.params.id!, r.what),
    },
    {
      method: 'POST',
      pattern: base,
      roles: ADMIN,
      handler: async (req, ctx) => reply(201, await save(ctx, r, req.body)),
    },
    {
      method: 'PATCH',
      pattern: `${base}/:id`,
      roles: ADMIN,
      handler: async (req, ctx) => {
        const base = takeBaseVersion(req)
        return save(ctx, r, req.body, await requireRow<Named>(ctx.db, r.table, req.params.id!, r.what), base)
      },
    },
    {
      method: 'DELETE',
      pattern: `${base}/:id`,
      roles: ADMIN,
      handler: async (req, ctx) => {
        const id = req.params.id!
        await requireRow<Named>(ctx.db, r.table, id, r.what)
        const count = await usage(ctx.db, r, id)
        if (count) throw inUse(`${count} ${r.usedBy.label} still use this ${r.what.toLowerCase()}`, count)
        await deleteRow(ctx.db, r.table, id)
        return deleted(id)
      },
    },
  ])
}

export const namedCatalogRoutes = [
  ...namedRoutes({
    path: 'specialties',
    table: 'specialties',
    what: 'Specialty',
    usedBy: { table: 'doctors', field: 'specialtyId', label: 'doctor(s)' },
  }),
  ...namedRoutes({
    path: 'procedure-categories',
    table: 'procedureCategories',
    what: 'Procedure category',
    usedBy: { table: 'procedures', field: 'categoryId', label: 'procedure(s)' },
  }),
  ...namedRoutes({
    path: 'product-categories',
    table: 'clinicProductCategories',
    what: 'Product category',
    readRoles: ['admin', 'reception'],
    usedBy: { table: 'clinicProducts', field: 'categoryId', label: 'product(s)' },
  }),
]
