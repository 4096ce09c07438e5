import type Dexie from 'dexie'
import { deleteRow, newId, putRow, writeTx } from '@/shared/db/mutate'
import { localDate } from '@/shared/clinic/time'
import { personInputSchema, type Person, type PersonData } from '@/shared/schemas/clinic/persons'
import { defineRoutes, reply, type ApiRequest, type HandlerContext } from '../../router/types'
import { takeBaseVersion } from '../../router/version'
import {
  BASE,
  CLINIC,
  STAFF,
  actorOf,
  deleted,
  inUse,
  ownOnly,
  pagedList,
  parseBody,
  parsePatch,
  requireCurrent,
  uniqueConflict,
} from './common'
import { requireRow } from '../../router/require-row'
import { PERSON_SORTS } from '@/shared/constants/clinic/list-sorts'

export const PERSONS = 'persons'
const PERSON_KEYS = Object.keys(personInputSchema().shape)

export const schemaFor = (ctx: HandlerContext) => personInputSchema(localDate(ctx.now()))

async function assertDocumentFree(db: Dexie, data: PersonData, exceptId?: string) {
  const same = (await db
    .table(PERSONS)
    .where('[documentType+documentNumber]')
    .equals([data.documentType, data.documentNumber])
    .toArray()) as Person[]
  if (same.some((p) => p.id !== exceptId)) {
    throw uniqueConflict(
      'documentNumber',
      `a patient with document ${data.documentType} ${data.documentNumber} already exists`,
    )
  }
}

/**
 * Creates or replaces a patient record, checking the document inside the write transaction so two
 * racing writes cannot both pass.
 */
export async function savePerson(
  ctx: HandlerContext,
  data: PersonData,
  id: string,
  previous?: Person,
  base?: number,
): Promise<Person> {
  return writeTx(ctx.db, [PERSONS], async () => {
    if (previous) await requireCurrent<Person>(ctx.db, PERSONS, id, 'Patient', base)
    await assertDocumentFree(ctx.db, data, id)
    return putRow<Omit<Person, 'updatedAt' | 'version'>>(ctx.db, PERSONS, {
      ...data,
      id,
      fullName: `${data.names} ${data.surnames}`,
      createdAt: previous?.createdAt ?? ctx.now().toISOString(),
    }) as Promise<Person>
  })
}

async function readOwn(req: ApiRequest, ctx: HandlerContext): Promise<Person> {
  const actor = await actorOf(req, ctx)
  ownOnly(actor, req.params.id!)
  return requireRow<Person>(ctx.db, PERSONS, req.params.id!, 'Patient')
}

export const personRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: `${BASE}/persons`,
    roles: CLINIC,
    handler: (req, ctx) =>
      pagedList<Person>(req, ctx, PERSONS, {
        sorts: PERSON_SORTS,
        searchFields: ['fullName', 'documentNumber', 'email', 'phone'],
        filters: { documentType: 'string' },
      }),
  },
  {
    method: 'POST',
    pattern: `${BASE}/persons`,
    roles: STAFF,
    handler: async (req, ctx) => reply(201, await savePerson(ctx, parseBody(schemaFor(ctx), req.body), newId())),
  },
  { method: 'GET', pattern: `${BASE}/persons/:id`, handler: readOwn },
  {
    method: 'PATCH',
    pattern: `${BASE}/persons/:id`,
    roles: ['admin', 'reception', 'patient'],
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req)
      const stored = await readOwn(req, ctx)
      const data = parsePatch(schemaFor(ctx), stored, req.body, PERSON_KEYS)
      return savePerson(ctx, data, stored.id, stored, base)
    },
  },
  {
    method: 'DELETE',
    pattern: `${BASE}/persons/:id`,
    roles: STAFF,
    handler: async (req, ctx) => {
      const id = req.params.id!
      await requireRow<Person>(ctx.db, PERSONS, id, 'Patient')
      const count = await ctx.db.table('appointments').where('patientId').equals(id).count()
      if (count) throw inUse(`the patient has ${count} appointment(s); deactivate the record instead`, count)
      await deleteRow(ctx.db, PERSONS, id)
      return deleted(id)
    },
  },
])
