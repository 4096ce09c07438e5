import { userPatchSchema } from '@/shared/schemas/auth'
import { patchRow } from '@/shared/db/mutate'
import { resetDatabase } from '@seeds/run'
import { accounts, findAccountByEmail, publicUser, type AccountRow } from '../auth/accounts'
import { conflict, notFound } from '../router/http-error'
import { defineRoutes, type ApiRequest, type HandlerContext } from '../router/types'
import { bodyObject, parse } from '../router/validate'

async function currentAccount(req: ApiRequest, ctx: HandlerContext): Promise<AccountRow> {
  const row = req.user && (await accounts(ctx.db).get(req.user.id))
  if (!row) throw notFound('User', req.user?.id)
  return row
}

export const userRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/common/user',
    handler: async (req, ctx) => publicUser(await currentAccount(req, ctx)),
  },
  {
    method: 'PATCH',
    pattern: 'api/common/user',
    handler: async (req, ctx) => {
      const account = await currentAccount(req, ctx)
      const changes = parse(userPatchSchema, bodyObject(req.body).user, 'user')
      if (changes.email && changes.email !== account.email && (await findAccountByEmail(ctx.db, changes.email))) {
        throw conflict('An account with this email already exists', { field: 'user.email', reason: 'Already registered' })
      }
      const person = changes.name && account.person ? { ...account.person, name: changes.name } : account.person
      const updated = await patchRow<AccountRow & { id: string; updatedAt: string; version: number }>(
        ctx.db, 'users', account.id, { ...changes, person },
      )
      return publicUser(updated ?? account)
    },
  },
  {
    method: 'POST',
    pattern: 'api/common/reset-demo-data',
    handler: async (_req, ctx) => {
      await resetDatabase(ctx.db, ctx.now())
      return true
    },
  },
])
