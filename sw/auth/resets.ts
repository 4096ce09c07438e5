import type Dexie from 'dexie'
import { deleteRow, putRow } from '@/shared/db/mutate'
import { RESET_TTL_MS } from '@/shared/schemas/auth'
import { deliverToInbox, escapeHtml, sender } from './mail'
import { sha256 } from './hash'

interface ResetRow {
  id: string
  email: string
  expiresAt: string
}

const resets = (db: Dexie) => db.table<ResetRow, string>('passwordResets')

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** Makes a one-time reset link for the account and mails it to the inbox of that account; answers the token. */
export async function issueReset(
  db: Dexie,
  account: { id: string; email: string; name: string },
  now: Date,
): Promise<string> {
  const token = randomToken()
  await putRow<ResetRow>(db, 'passwordResets', {
    id: await sha256(token),
    email: account.email,
    expiresAt: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
  })
  const { appName } = sender()
  const link = `/reset-password/${token}`
  await deliverToInbox(db, {
    to: account,
    now,
    subject: `${appName}: restablece tu contraseña`,
    html:
      `<p>Hola ${escapeHtml(account.name)},</p>` +
      `<p>Recibimos una solicitud para restablecer tu contraseña de <strong>${escapeHtml(appName)}</strong>.</p>` +
      `<p><a href="${link}">Elegir una contraseña nueva</a></p>` +
      `<p>El enlace caduca en ${RESET_TTL_MS / 60_000} minutos y sirve una sola vez. Si no lo pediste, ignora este mensaje.</p>`,
  })
  return token
}

/** The email a valid, unexpired token belongs to, using the token up; undefined otherwise. */
export async function consumeReset(db: Dexie, token: string, now: Date): Promise<string | undefined> {
  const id = await sha256(token)
  const row = await resets(db).get(id)
  if (!row) return undefined
  await deleteRow(db, 'passwordResets', id)
  return new Date(row.expiresAt).getTime() > now.getTime() ? row.email : undefined
}
