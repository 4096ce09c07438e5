import type Dexie from 'dexie'
import { deleteRow, patchRow, putRow } from '@/shared/db/mutate'
import { CODE_LENGTH } from '@/shared/constants/auth'
import { CODE_MAX_TRIES, CODE_TTL_MS } from '@/shared/schemas/auth'
import { deliverToInbox, escapeHtml, sender } from './mail'
import { sha256 } from './hash'

/** A pending verification code as stored: only its hash, so the database never holds the code itself. */
export interface AuthCodeRow {
  id: string
  email: string
  codeHash: string
  expiresAt: string
  tries: number
  createdAt: string
  updatedAt?: string
  version?: number
}

export type CheckResult = 'ok' | 'wrong' | 'expired' | 'too-many' | 'none'

const codes = (db: Dexie) => db.table<AuthCodeRow, string>('authCodes')

const hashCode = (email: string, code: string) => sha256(`${email}:${code}`)

/** A uniformly random code of CODE_LENGTH digits (leading zeros allowed). */
export function randomCode(): string {
  const max = 10 ** CODE_LENGTH
  const buf = new Uint32Array(1)
  // Rejection sampling keeps every code equally likely.
  do crypto.getRandomValues(buf)
  while (buf[0]! >= Math.floor(0x1_0000_0000 / max) * max)
  return String(buf[0]! % max).padStart(CODE_LENGTH, '0')
}

/**
 * Makes a new code for the email (replacing any earlier one, with fresh tries), and delivers it as a mail
 * into the inbox of that account. Answers the code, for the caller's tests; it never goes into an API answer.
 */
export async function issueCode(
  db: Dexie,
  account: { id: string; email: string; name: string },
  now: Date,
): Promise<string> {
  const code = randomCode()
  await putRow<AuthCodeRow>(db, 'authCodes', {
    id: account.email,
    email: account.email,
    codeHash: await hashCode(account.email, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    tries: 0,
    createdAt: now.toISOString(),
  })
  const { appName } = sender()
  await deliverToInbox(db, {
    to: account,
    now,
    subject: `${appName}: tu código de verificación es ${code}`,
    html:
      `<p>Hola ${escapeHtml(account.name)},</p>` +
      `<p>Para verificar tu correo en <strong>${escapeHtml(appName)}</strong> ingresa este código:</p>` +
      `<p style="font-size:28px;font-weight:700;letter-spacing:0.4em">${code}</p>` +
      `<p>Caduca en ${CODE_TTL_MS / 60_000} minutos y admite ${CODE_MAX_TRIES} intentos. Si no creaste una cuenta, ignora este mensaje.</p>`,
  })
  return code
}

/** Checks a code; a wrong one spends a try, a right one is used up. */
export async function checkCode(
  db: Dexie,
  email: string,
  code: string,
  now: Date,
): Promise<{ result: CheckResult; triesLeft: number }> {
  const row = await codes(db).get(email)
  if (!row) return { result: 'none', triesLeft: 0 }
  if (row.tries >= CODE_MAX_TRIES) return { result: 'too-many', triesLeft: 0 }
  if (new Date(row.expiresAt).getTime() <= now.getTime())
    return { result: 'expired', triesLeft: CODE_MAX_TRIES - row.tries }
  if ((await hashCode(email, code)) !== row.codeHash) {
    const tries = row.tries + 1
    await patchRow<AuthCodeRow & { updatedAt: string; version: number }>(db, 'authCodes', email, { tries })
    return { result: 'wrong', triesLeft: CODE_MAX_TRIES - tries }
  }
  await deleteRow(db, 'authCodes', email)
  return { result: 'ok', triesLeft: CODE_MAX_TRIES - row.tries }
}
