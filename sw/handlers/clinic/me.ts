import type { Doctor } from '@/shared/schemas/clinic/doctors'
import type { Person } from '@/shared/schemas/clinic/persons'
import type { MeAnswer } from '@/shared/schemas/clinic/dashboard'
import { forbidden } from '../../router/http-error'
import { defineRoutes, reply } from '../../router/types'
import { takeBaseVersion } from '../../router/version'
import { BASE, actorOf, parseBody } from './common'
import { PERSONS, savePerson, schemaFor } from './persons'

export const meRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: `${BASE}/me`,
    handler: async (req, ctx): Promise<MeAnswer> => {
      const actor = await actorOf(req, ctx)
      const id = actor.personId
      const doctor =
        actor.role === 'doctor' && id ? (((await ctx.db.table('doctors').get(id)) as Doctor | undefined) ?? null) : null
      const patient =
        actor.role === 'patient' && id ? (((await ctx.db.table(PERSONS).get(id)) as Person | undefined) ?? null) : null
      return { role: actor.role, userId: actor.userId, personId: id, doctor, patient }
    },
  },
  {
    method: 'PUT',
    pattern: `${BASE}/me/patient`,
    roles: ['patient'],
    handler: async (req, ctx) => {
      const actor = await actorOf(req, ctx)
      if (!actor.personId) throw forbidden('This account has no person record')
      const base = takeBaseVersion(req)
      const data = parseBody(schemaFor(ctx), req.body)
      const previous = (await ctx.db.table(PERSONS).get(actor.personId)) as Person | undefined
      const saved = await savePerson(ctx, data, actor.personId, previous, base)
      return reply(previous ? 200 : 201, saved)
    },
  },
])
