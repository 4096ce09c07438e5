import { newId, putRow } from '@/shared/db/mutate'
import type { SupportRequest } from '@/shared/constants/support'
import { supportRequestSchema } from '@/shared/schemas/support'
import { accounts } from '../auth/accounts'
import { notFound } from '../router/http-error'
import { defineRoutes, reply } from '../router/types'
import { bodyObject, parse } from '../router/validate'

/** Requests shown to the staff at most; the newest first. */
export const SUPPORT_LIST_LIMIT = 200

const toRequest = (r: SupportRequest): SupportRequest => ({
  id: r.id,
  topic: r.topic,
  subject: r.subject,
  message: r.message,
  userId: r.userId,
  name: r.name,
  email: r.email,
  createdAt: r.createdAt,
})

/**
 * The help center's support form. Every signed-in person files a request (the matrix's `support` row);
 * only the staff read them, so a patient never sees another person's message.
 */
export const supportRoutes = defineRoutes([
  {
    method: 'POST',
    pattern: 'api/apps/help-center/support',
    handler: async (req, ctx) => {
      const input = parse(supportRequestSchema, bodyObject(req.body))
      const account = await accounts(ctx.db).get(req.user!.id)
      if (!account) throw notFound('User', req.user!.id)
      const row: SupportRequest = {
        id: newId(),
        ...input,
        userId: account.id,
        name: account.name || account.email,
        email: account.email,
        createdAt: ctx.now().toISOString(),
      }
      return reply(201, toRequest(await putRow(ctx.db, 'supportRequests', row)))
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/help-center/support',
    roles: ['admin', 'reception', 'doctor'],
    handler: async (_req, ctx): Promise<SupportRequest[]> => {
      const rows = await ctx.db
        .table<SupportRequest>('supportRequests')
        .orderBy('createdAt')
        .reverse()
        .limit(SUPPORT_LIST_LIMIT)
        .toArray()
      return rows.map(toRequest)
    },
  },
])
