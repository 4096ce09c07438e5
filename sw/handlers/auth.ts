import { signInSchema, signUpSchema } from '@/shared/schemas/auth'
import { putRow, newId } from '@/shared/db/mutate'
import { accounts, findAccountByEmail, publicUser, type AccountRow } from '../auth/accounts'
import { checkPassword, hashPassword } from '@/shared/passwords'
import { issueToken, verifyToken } from '../auth/tokens'
import { HttpError, conflict } from '../router/http-error'
import { defineRoutes, reply, type HandlerContext } from '../router/types'
import { bodyObject, parse } from '../router/validate'

/** Sign-in and unlock: the session for good credentials, else the template's 404 `false`. */
async function signIn(body: unknown, ctx: HandlerContext) {
  const input = parse(signInSchema, body)
  const account = await findAccountByEmail(ctx.db, input.email)
  if (!account || !(await checkPassword(input.password, account.passwordHash))) return reply(404, false)
  if (!account.verified) {
    throw new HttpError(403, 'Account not verified', { field: 'email', reason: 'Not verified', email: account.email })
  }
  return session(account, ctx)
}

async function session(account: AccountRow, ctx: HandlerContext) {
  const accessToken = await issueToken(ctx.db, account, ctx.now())
  return { user: publicUser(account), accessToken, tokenType: 'bearer' as const }
}

async function refresh(body: unknown, ctx: HandlerContext) {
  const { accessToken } = bodyObject(body)
  if (typeof accessToken !== 'string' || !accessToken) return reply(401, { error: 'Invalid token' })
  const user = await verifyToken(ctx.db, accessToken, ctx.now())
  const account = user && (await accounts(ctx.db).get(user.id))
  if (!account) return reply(401, { error: 'Invalid token' })
  return session(account, ctx)
}

/** Forgot/reset take the template's bare string or an object; both answer true. */
function acceptEmailOrString(body: unknown, field: string): string {
  const value = typeof body === 'string' ? body : body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined
  if (typeof value !== 'string' || !value.trim()) throw new HttpError(400, `${field}: Required`, { field, reason: 'Required' })
  return value
}

export const authRoutes = defineRoutes([
  { method: 'POST', pattern: 'api/auth/sign-in', public: true, delay: 1500, handler: (req, ctx) => signIn(req.body, ctx) },
  { method: 'POST', pattern: 'api/auth/unlock-session', public: true, delay: 1500, handler: (req, ctx) => signIn(req.body, ctx) },
  { method: 'POST', pattern: 'api/auth/refresh-access-token', public: true, handler: (req, ctx) => refresh(req.body, ctx) },
  { method: 'POST', pattern: 'api/auth/sign-in-with-token', public: true, handler: (req, ctx) => refresh(req.body, ctx) },
  {
    method: 'POST',
    pattern: 'api/auth/sign-up',
    public: true,
    delay: 1500,
    handler: async (req, ctx) => {
      const input = parse(signUpSchema, req.body)
      if (await findAccountByEmail(ctx.db, input.email)) {
        throw conflict('An account with this email already exists', { field: 'email', reason: 'Already registered' })
      }
      const id = newId()
      await putRow<AccountRow>(ctx.db, 'users', {
        id,
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
        avatar: null,
        status: 'online',
        about: input.company ? `Works at ${input.company}` : '',
        role: 'patient',
        verified: false,
        person: { id, name: input.name },
      })
      return true
    },
  },
  {
    method: 'POST',
    pattern: 'api/auth/forgot-password',
    public: true,
    delay: 1000,
    handler: async (req) => (acceptEmailOrString(req.body, 'email'), true),
  },
  {
    method: 'POST',
    pattern: 'api/auth/reset-password',
    public: true,
    delay: 1000,
    handler: async (req) => (acceptEmailOrString(req.body, 'password'), true),
  },
])
