import type Dexie from 'dexie'
import { newId, putRow } from '@/shared/db/mutate'
import { VARIANTS, type BuildTarget } from '@/shared/variants'

declare const __APP_VARIANT__: BuildTarget

const hasTable = (db: Dexie, name: string) => db.tables.some((t) => t.name === name)

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** Who the app's own mails come from: the build's business. */
export function sender() {
  const v = VARIANTS[__APP_VARIANT__]
  return { avatar: v.logo, contact: `${v.name} <no-reply@${v.app.toLowerCase()}.app>`, appName: v.name }
}

/**
 * Drops a mail into the inbox of the account it is addressed to (`to.id` becomes the mail's `owner`), so that
 * this person, and nobody else, can read what the app "sent" in the Mailbox app. Answers false (and writes
 * nothing) when there is no mailbox: a database seeded without the mailbox app.
 */
export async function deliverToInbox(
  db: Dexie,
  mail: { to: { id: string; email: string }; subject: string; html: string; now: Date },
): Promise<boolean> {
  if (!hasTable(db, 'mailFolders') || !hasTable(db, 'mails')) return false
  const inbox =
    (await db
      .table<{ id: string; slug: string }>('mailFolders')
      .filter((f) => f.slug === 'inbox')
      .first()) ?? null
  if (!inbox) return false
  const { avatar, contact } = sender()
  await putRow(db, 'mails', {
    id: newId(),
    owner: mail.to.id,
    type: 'mail',
    from: { avatar, contact },
    to: mail.to.email,
    cc: [],
    bcc: [],
    date: mail.now.toISOString(),
    subject: mail.subject,
    content: mail.html,
    attachments: [],
    starred: false,
    important: false,
    unread: true,
    folder: inbox.id,
    labels: [],
  })
  return true
}
