import { deleteRow, newId, patchRow, putRow, writeTx } from '@/shared/db/mutate'
import { procedureInputSchema, type Procedure } from '@/shared/schemas/clinic/catalog'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import { defineRoutes, reply, type HandlerContext } from '../../router/types'
import { takeBaseVersion } from '../../router/version'
import {
  ADMIN,
  BASE,
  deleted,
  inUse,
  pagedRows,
  pagedList,
  parseBody,
  parsePatch,
  requireCurrent,
  uniqueConflict,
  type ListSpec,
} from './common'
import { requireRow } from '../../router/require-row'
import { PROCEDURE_SORTS } from '@/shared/constants/clinic/list-sorts'

export const PROCEDURES = 'procedures'
const KEYS = Object.keys(procedureInputSchema.shape)

const LIST: ListSpec = {
  sorts: PROCEDURE_SORTS,
  searchFields: ['name', 'code'],
  filters: { categoryId: 'string' },
}

async function save(ctx: HandlerContext, body: unknown, stored?: Procedure, base?: number): Promise<Procedure> {
  const data = stored ? parsePatch(procedureInputSchema, stored, body, KEYS) : parseBody(procedureInputSchema, body)
  const id = stored?.id ?? newId()
  await requireRow(ctx.db, 'procedureCategories', data.categoryId, 'Procedure category', 'categoryId')
  return writeTx(ctx.db, [PROCEDURES], async () => {
    if (stored) await requireCurrent(ctx.db, PROCEDURES, id, 'Procedure', base)
    const sameCode = (await ctx.db.table(PROCEDURES).where('code').equals(data.code).toArray()) as Procedure[]
    if (sameCode.some((p) => p.id !== id))
      throw uniqueConflict('code', `code ${data.code} belongs to another procedure`)
    return putRow(ctx.db, PROCEDURES, { ...data, id }) as Promise<Procedure>
  })
}

export const procedureRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: `${BASE}/procedures`,
    handler: async (req, ctx) => {
      const doctorId = req.query.get('doctorId')
      if (!doctorId) return pagedList<Procedure>(req, ctx, PROCEDURES, LIST)
      // The procedures one doctor performs: a filter the engine cannot express, over a small table.
      const doctor = await requireRow<Doctor>(ctx.db, 'doctors', doctorId, 'Doctor', 'doctorId')
      const rows = (await ctx.db.table(PROCEDURES).bulkGet(doctor.procedureIds)).filter(Boolean) as Procedure[]
      return pagedRows(req, rows, LIST)
    },
  },
  {
    method: 'GET',
    pattern: `${BASE}/procedures/:id`,
    handler: (req, ctx) => requireRow<Procedure>(ctx.db, PROCEDURES, req.params.id!, 'Procedure'),
  },
  {
    method: 'POST',
    pattern: `${BASE}/procedures`,
    roles: ADMIN,
    handler: async (req, ctx) => reply(201, await save(ctx, req.body)),
  },
  {
    method: 'PATCH',
    pattern: `${BASE}/procedures/:id`,
    roles: ADMIN,
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req)
      return save(ctx, req.body, await requireRow<Procedure>(ctx.db, PROCEDURES, req.params.id!, 'Procedure'), base)
    },
  },
  {
    method: 'DELETE',
    pattern: `${BASE}/procedures/:id`,
    roles: ADMIN,
    handler: async (req, ctx) => {
      const id = req.params.id!
      await requireRow<Procedure>(ctx.db, PROCEDURES, id, 'Procedure')
      const count = await ctx.db.table('appointments').where('procedureId').equals(id).count()
      if (count) throw inUse(`the procedure has ${count} appointment(s); deactivate it instead`, count)
      await writeTx(ctx.db, [PROCEDURES, 'doctors'], async () => {
        const doctors = (await ctx.db.table('doctors').where('procedureIds').equals(id).toArray()) as Doctor[]
        for (const d of doctors)
          await patchRow<Doctor>(ctx.db, 'doctors', d.id, { procedureIds: d.procedureIds.filter((p) => p !== id) })
        await deleteRow(ctx.db, PROCEDURES, id)
      })
      return deleted(id)
    },
  },
])
