import { changePasswordSchema, userPatchSchema } from '@/shared/schemas/auth'
import { checkPassword, hashPassword } from '@/shared/passwords'
import { patchRow } from '@/shared/db/mutate'
import { resetDatabase } from '@seeds/run'
import { accounts, findAccountByEmail, publicUser, type AccountRow } from '../auth/accounts'
import { badRequest, conflict, notFound } from '../router/http-error'
import { defineRoutes, type ApiRequest, type HandlerContext } from '../router/types'
import { bodyObject, parse } from '../router/validate'
import { dropEchoes } from '../router/echoes'

async function currentAccount(req: ApiRequest, ctx: HandlerContext): Promise<AccountRow> {
  const row = req.user && (await accounts(ctx.db).get(req.user.id))
  if (!row) throw notFound('User', req.user?.id)
  return row
}

/** Fields `GET api/common/user` serves that no PATCH changes: the role and person are the staff's to set. */
const READ_ONLY_USER_FIELDS = ['username', 'role', 'person'] as const

/**
 * The template's user client saves the user as it read it (`{ ...user, status }`): its own `id`, the sync
 * fields and the read-only fields are accepted when they are what the account holds, and dropped; a value
 * that differs contradicts the request (400 naming it), so a PATCH can never change a role.
 */
function userChanges(account: AccountRow, sent: unknown): unknown {
  const changes = dropEchoes(account.id, sent, 'user')
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return changes
  const served = publicUser(account)
  const rest = { ...(changes as Record<string, unknown>) }
  for (const field of READ_ONLY_USER_FIELDS) {
    if (!(field in rest)) continue
    if (JSON.stringify(rest[field]) !== JSON.stringify(served[field])) throw badRequest(`user.${field}`, 'Read-only')
    delete rest[field]
  }
  return rest
}

/** The count of unsynced changes the caller agrees to lose; none when the body does not give one. */
function discardUnsyncedOf(body: unknown): number | undefined {
  if (body === undefined || body === null) return undefined
  const value = bodyObject(body).discardUnsynced
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw badRequest('discardUnsynced', 'Must be a whole number from 0')
  return value
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
      const changes = parse(userPatchSchema, userChanges(account, bodyObject(req.body).user), 'user')
      if (changes.email && changes.email !== account.email && (await findAccountByEmail(ctx.db, changes.email))) {
        throw conflict('An account with this email already exists', {
          field: 'user.email',
          reason: 'Already registered',
        })
      }
      const person = changes.name && account.person ? { ...account.person, name: changes.name } : account.person
      const updated = await patchRow<AccountRow & { id: string; updatedAt: string; version: number }>(
        ctx.db,
        'users',
        account.id,
        { ...changes, person },
      )
      return publicUser(updated ?? account)
    },
  },
  {
    // The current password is asked again: a session left open on a shared desk must not be enough.
    method: 'POST',
    pattern: 'api/common/user/password',
    handler: async (req, ctx) => {
      const account = await currentAccount(req, ctx)
      const input = parse(changePasswordSchema, bodyObject(req.body))
      if (!(await checkPassword(input.currentPassword, account.passwordHash)))
        throw badRequest('currentPassword', 'Wrong password')
      await patchRow<AccountRow & { id: string; updatedAt: string; version: number }>(ctx.db, 'users', account.id, {
        passwordHash: await hashPassword(input.newPassword),
      })
      return true
    },
  },
  {
    // Admins only (the access matrix's demoData row). Unsynced changes are lost in a reset, so while the outbox
    // holds any, the caller must name how many it agrees to lose (`discardUnsynced`), as counted right now.
    method: 'POST',
    pattern: 'api/common/reset-demo-data',
    handler: async (req, ctx) => {
      const acknowledged = discardUnsyncedOf(req.body)
      const unsynced = await ctx.db.table('outbox').count()
      if (unsynced > 0 && acknowledged !== unsynced) {
        throw conflict(`${unsynced} unsynced changes would be lost`, {
          field: 'discardUnsynced',
          reason: 'Unsynced changes',
          unsynced,
        })
      }
      await resetDatabase(ctx.db, ctx.now())
      return true
    },
  },
])
