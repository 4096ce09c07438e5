import {
  emailOnlySchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyCodeSchema,
  type Envelope,
} from '@/shared/schemas/auth'
import { putRow, newId, patchRow, writeTx } from '@/shared/db/mutate'
import { accounts, findAccountByEmail, publicUser, type AccountRow } from '../auth/accounts'
import { checkPassword, hashPassword } from '@/shared/passwords'
import { issueToken, verifyToken } from '../auth/tokens'
import { checkCode, issueCode, type CheckResult } from '../auth/codes'
import { consumeReset, issueReset } from '../auth/resets'
import { HttpError, badRequest, conflict } from '../router/http-error'
import { signInRemotely } from '../sync/remote-sign-in'
import { syncHintOf } from '../sync/status'
import type { z } from 'zod'
import { defineRoutes, reply, type HandlerContext, type Reply } from '../router/types'
import { bodyObject, parse } from '../router/validate'

/**
 * Sign-in and unlock: the session for good credentials, else the template's 404 `false`. When the app
 * belongs to a sync server, the server's answer decides (accounts are its own; a success also updates the
 * device's copy); an unreachable server leaves the device's copy to decide, so sign-in works offline.
 */
async function signIn(body: unknown, ctx: HandlerContext) {
  const input = parse(signInSchema, body)
  if ((await signInRemotely(input.email, input.password)).status === 'refused') return reply(404, false)
  const account = await findAccountByEmail(ctx.db, input.email)
  if (!account || !(await checkPassword(input.password, account.passwordHash))) return reply(404, false)
  if (!account.verified) {
    throw new HttpError(403, 'Account not verified', { field: 'email', reason: 'Not verified', email: account.email })
  }
  return session(account, ctx)
}

async function session(account: AccountRow, ctx: HandlerContext) {
  const accessToken = await issueToken(ctx.db, account, ctx.now())
  // The page keeps `sync` to know, without opening the database itself, whether to load the sync's UI.
  return { user: publicUser(account), accessToken, tokenType: 'bearer' as const, sync: await syncHintOf(ctx.db) }
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
  const value =
    typeof body === 'string'
      ? body
      : body && typeof body === 'object'
        ? (body as Record<string, unknown>)[field]
        : undefined
  if (typeof value !== 'string' || !value.trim())
    throw new HttpError(400, `${field}: Required`, { field, reason: 'Required' })
  return value
}

/**
 * The verify and resend calls answer the real back end's envelope `{ exito, mensaje }`, errors included
 * (with the shared `error`, `field`, `reason` beside it), so a client can toast `mensaje` in every case.
 */
const fail = (
  status: number,
  mensaje: string,
  details: { field?: string; reason?: string; [k: string]: unknown } = {},
) => reply(status, { exito: false, mensaje, error: mensaje, ...details })
const ok = (mensaje: string): Envelope => ({ exito: true, mensaje })

function parseEnvelope<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { data: z.output<S>; error?: undefined } | { error: Reply } {
  const result = schema.safeParse(body)
  if (result.success) return { data: result.data }
  const issue = result.error.issues[0]
  const field = issue?.path.map(String).join('.') || 'body'
  const reason = issue?.message ?? 'Invalid input'
  return { error: fail(400, `${field}: ${reason}`, { field, reason }) }
}

const WRONG_CODE = 'Código incorrecto o expirado'
const CODE_FAILURES: Record<Exclude<CheckResult, 'ok'>, { mensaje: string; reason: string }> = {
  wrong: { mensaje: WRONG_CODE, reason: 'Wrong code' },
  expired: { mensaje: WRONG_CODE, reason: 'Expired' },
  'too-many': { mensaje: 'Demasiados intentos: solicita un código nuevo', reason: 'Too many tries' },
  none: { mensaje: 'No hay un código pendiente: solicita uno nuevo', reason: 'No code' },
}

/** The account behind an unverified email, or the envelope answer that says why there is none. */
async function pendingAccount(email: string, ctx: HandlerContext) {
  const account = await findAccountByEmail(ctx.db, email)
  if (!account)
    return { error: fail(404, 'No existe una cuenta con ese correo', { field: 'email', reason: 'Unknown email' }) }
  if (account.verified)
    return { error: fail(409, 'La cuenta ya está verificada', { field: 'email', reason: 'Already verified' }) }
  return { account }
}

async function verifyCode(body: unknown, ctx: HandlerContext) {
  const input = parseEnvelope(verifyCodeSchema, body)
  if (input.error) return input.error
  const { email, code } = input.data
  const found = await pendingAccount(email, ctx)
  if (found.error) return found.error
  const { result, triesLeft } = await checkCode(ctx.db, email, code, ctx.now())
  if (result !== 'ok')
    return fail(400, CODE_FAILURES[result].mensaje, { field: 'code', reason: CODE_FAILURES[result].reason, triesLeft })
  await patchRow<AccountRow & { updatedAt: string; version: number }>(ctx.db, 'users', found.account.id, {
    verified: true,
  })
  return ok('Correo verificado. Ya puedes iniciar sesión.')
}

async function resendCode(body: unknown, ctx: HandlerContext) {
  const input = parseEnvelope(emailOnlySchema, body)
  if (input.error) return input.error
  const found = await pendingAccount(input.data.email, ctx)
  if (found.error) return found.error
  await issueCode(ctx.db, found.account, ctx.now())
  return ok(`Te enviamos un código nuevo a ${found.account.email}`)
}

/** Mails a reset link when the email has an account; answers true either way, so accounts cannot be probed. */
async function forgotPassword(body: unknown, ctx: HandlerContext) {
  // Any text is accepted (the template's rule); only an existing account's address gets a mail.
  const account = await findAccountByEmail(ctx.db, acceptEmailOrString(body, 'email'))
  if (account) await issueReset(ctx.db, account, ctx.now())
  return true
}

/**
 * `{ token, password }` sets the password of the token's account (400 naming `token` when it is unknown,
 * used or expired). The template's bare password string carries no token and changes nothing.
 */
async function resetPassword(body: unknown, ctx: HandlerContext) {
  if (typeof body === 'string') return (acceptEmailOrString(body, 'password'), true)
  acceptEmailOrString(body, 'password')
  const input = parse(resetPasswordSchema, body)
  const email = await consumeReset(ctx.db, input.token, ctx.now())
  const account = email && (await findAccountByEmail(ctx.db, email))
  if (!account) throw badRequest('token', 'Invalid or expired link')
  await patchRow<AccountRow & { updatedAt: string; version: number }>(ctx.db, 'users', account.id, {
    passwordHash: await hashPassword(input.password),
  })
  return true
}

/** How many of the newest mails the demo inbox of an unverified account shows. */
const DEMO_INBOX_SIZE = 10

/**
 * The inbox of an account that cannot sign in yet because it is unverified: the demo's stand-in for the
 * person's own mail program, so that whoever signed up (and only that person: the password is the proof)
 * can read the code the app mailed. Wrong credentials answer as sign-in does; a verified account signs in
 * and opens the Mailbox app instead (409).
 */
async function demoInbox(body: unknown, ctx: HandlerContext) {
  const input = parse(signInSchema, body)
  const account = await findAccountByEmail(ctx.db, input.email)
  if (!account || !(await checkPassword(input.password, account.passwordHash))) return reply(404, false)
  if (account.verified)
    throw conflict('The account is verified: sign in and open the Mailbox', {
      field: 'email',
      reason: 'Already verified',
    })
  const rows = await ctx.db
    .table<{ id: string; subject: string; date: string; content: string }>('mails')
    .where('owner')
    .equals(account.id)
    .toArray()
  const mails = rows
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, DEMO_INBOX_SIZE)
    .map(({ id, subject, date, content }) => ({ id, subject, date, content }))
  return { mails }
}

export const authRoutes = defineRoutes([
  {
    method: 'POST',
    pattern: 'api/auth/sign-in',
    public: true,
    delay: 1500,
    handler: (req, ctx) => signIn(req.body, ctx),
  },
  {
    method: 'POST',
    pattern: 'api/auth/unlock-session',
    public: true,
    delay: 1500,
    handler: (req, ctx) => signIn(req.body, ctx),
  },
  {
    method: 'POST',
    pattern: 'api/auth/refresh-access-token',
    public: true,
    handler: (req, ctx) => refresh(req.body, ctx),
  },
  {
    method: 'POST',
    pattern: 'api/auth/sign-in-with-token',
    public: true,
    handler: (req, ctx) => refresh(req.body, ctx),
  },
  {
    method: 'POST',
    pattern: 'api/auth/sign-up',
    public: true,
    delay: 1500,
    handler: async (req, ctx) => {
      const input = parse(signUpSchema, req.body)
      const taken = () =>
        conflict('An account with this email already exists', { field: 'email', reason: 'Already registered' })
      if (await findAccountByEmail(ctx.db, input.email)) throw taken()
      // Hashed before the transaction (awaiting WebCrypto inside would let it commit); the email is checked
      // again inside it, so of two sign-ups with one email the second answers 409, not a constraint error.
      const passwordHash = await hashPassword(input.password)
      const id = newId()
      const account = await writeTx(ctx.db, ['users'], async () => {
        if (await findAccountByEmail(ctx.db, input.email)) throw taken()
        return putRow<AccountRow>(ctx.db, 'users', {
          id,
          email: input.email,
          name: input.name,
          passwordHash,
          avatar: null,
          status: 'online',
          about: input.company ? `Works at ${input.company}` : '',
          role: 'patient',
          verified: false,
          person: { id, name: input.name },
        })
      })
      await issueCode(ctx.db, account, ctx.now())
      return true
    },
  },
  {
    method: 'POST',
    pattern: 'api/auth/verify-code',
    public: true,
    delay: 600,
    handler: (req, ctx) => verifyCode(req.body, ctx),
  },
  {
    method: 'POST',
    pattern: 'api/auth/resend-code',
    public: true,
    delay: 600,
    handler: (req, ctx) => resendCode(req.body, ctx),
  },
  // As slow as sign-in: it checks a password too, and must not be a faster way to guess one.
  {
    method: 'POST',
    pattern: 'api/auth/demo-inbox',
    public: true,
    delay: 1500,
    handler: (req, ctx) => demoInbox(req.body, ctx),
  },
  {
    method: 'POST',
    pattern: 'api/auth/forgot-password',
    public: true,
    delay: 1000,
    handler: (req, ctx) => forgotPassword(req.body, ctx),
  },
  {
    method: 'POST',
    pattern: 'api/auth/reset-password',
    public: true,
    delay: 1000,
    handler: (req, ctx) => resetPassword(req.body, ctx),
  },
])
