import { deleteRow, newId, putRow, writeTx } from '@/shared/db/mutate'
import { doctorInputSchema, type Doctor } from '@/shared/schemas/clinic/doctors'
import { defineRoutes, reply, type HandlerContext } from '../../router/types'
import { takeBaseVersion } from '../../router/version'
import { ADMIN, BASE, deleted, inUse, pagedList, parseBody, parsePatch, requireCurrent, uniqueConflict } from './common'
import { requireRow } from '../../router/require-row'
import { DOCTOR_SORTS } from '@/shared/constants/clinic/list-sorts'

export const DOCTORS = 'doctors'
const KEYS = Object.keys(doctorInputSchema.shape)

async function save(ctx: HandlerContext, body: unknown, stored?: Doctor, base?: number): Promise<Doctor> {
  const data = stored ? parsePatch(doctorInputSchema, stored, body, KEYS) : parseBody(doctorInputSchema, body)
  const id = stored?.id ?? newId()
  await requireRow(ctx.db, 'specialties', data.specialtyId, 'Specialty', 'specialtyId')
  const procedureIds = [...new Set(data.procedureIds)]
  const found = await ctx.db.table('procedures').bulkGet(procedureIds)
  const missing = found.findIndex((p) => !p)
  if (missing !== -1)
    await requireRow(
      ctx.db,
      'procedures',
      procedureIds[missing]!,
      'Procedure',
      `procedureIds.${data.procedureIds.indexOf(procedureIds[missing]!)}`,
    )
  const plan = [...data.plan].sort((a, b) => a.weekday - b.weekday)
  const exceptions = data.exceptions
    .map((e) => ({ ...e, id: e.id ?? newId() }))
    .sort((a, b) => a.from.localeCompare(b.from))
  return writeTx(ctx.db, [DOCTORS], async () => {
    if (stored) await requireCurrent(ctx.db, DOCTORS, id, 'Doctor', base)
    const sameLicence = (await ctx.db.table(DOCTORS).where('licence').equals(data.licence).toArray()) as Doctor[]
    if (sameLicence.some((d) => d.id !== id))
      throw uniqueConflict('licence', `licence ${data.licence} belongs to another doctor`)
    return putRow(ctx.db, DOCTORS, { ...data, id, procedureIds, plan, exceptions }) as Promise<Doctor>
  })
}

export const doctorRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: `${BASE}/doctors`,
    handler: (req, ctx) =>
      pagedList<Doctor>(req, ctx, DOCTORS, {
        sorts: DOCTOR_SORTS,
        searchFields: ['name', 'licence'],
        filters: { specialtyId: 'string', procedureId: { field: 'procedureIds' } },
      }),
  },
  {
    method: 'GET',
    pattern: `${BASE}/doctors/:id`,
    handler: (req, ctx) => requireRow<Doctor>(ctx.db, DOCTORS, req.params.id!, 'Doctor'),
  },
  {
    method: 'POST',
    pattern: `${BASE}/doctors`,
    roles: ADMIN,
    handler: async (req, ctx) => reply(201, await save(ctx, req.body)),
  },
  {
    method: 'PATCH',
    pattern: `${BASE}/doctors/:id`,
    roles: ADMIN,
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req)
      return save(ctx, req.body, await requireRow<Doctor>(ctx.db, DOCTORS, req.params.id!, 'Doctor'), base)
    },
  },
  {
    method: 'DELETE',
    pattern: `${BASE}/doctors/:id`,
    roles: ADMIN,
    handler: async (req, ctx) => {
      const id = req.params.id!
      await requireRow<Doctor>(ctx.db, DOCTORS, id, 'Doctor')
      const count = await ctx.db.table('appointments').where('doctorId').equals(id).count()
      if (count) throw inUse(`the doctor has ${count} appointment(s); deactivate the doctor instead`, count)
      await writeTx(ctx.db, [DOCTORS, 'scheduleDays'], async () => {
        const days = await ctx.db
          .table('scheduleDays')
          .where('[doctorId+date]')
          .between([id, ''], [id, '\uffff'])
          .primaryKeys()
        for (const dayId of days) await deleteRow(ctx.db, 'scheduleDays', dayId as string)
        await deleteRow(ctx.db, DOCTORS, id)
      })
      return deleted(id)
    },
  },
])
