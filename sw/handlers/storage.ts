import { patchRow, writeTx, type SyncFields } from '@/shared/db/mutate'
import type { MailAttachment } from '@/shared/schemas/mailbox'
import {
  STORED_ATTACHMENT_SOURCES,
  type StorageReport,
  type StoredAttachment,
  type StoredAttachmentSource,
} from '@/shared/constants/storage'
import { HttpError, badRequest, notFound } from '../router/http-error'
import { mayUse } from '@/shared/access'
import { defineRoutes, type AuthUser, type HandlerContext } from '../router/types'
import { requireParam } from '../router/validate'

/** How many attachments the list shows: the largest ones are what frees space. */
export const LARGEST_ATTACHMENTS = 20

// UTF-16 code units are what IndexedDB keeps of a string; twice the length is the honest size.
const bytesOf = (value: unknown) => (typeof value === 'string' ? value.length * 2 : 0)

interface NoteRow {
  id: string
  title: string
  image: string | null
}
interface MailRow {
  id: string
  owner: string
  subject: string
  attachments: MailAttachment[]
}

/**
 * The sources a person may free space in: their own mail, and notes and contacts only where the access
 * matrix lets them write those apps (a patient must not reach staff data through the storage page).
 */
const sourcesFor = (user: AuthUser): StoredAttachmentSource[] =>
  STORED_ATTACHMENT_SOURCES.filter((source) => source === 'mailbox' || mayUse(user.role, source, 'write'))
interface ContactRow {
  id: string
  name: string
  avatar: string | null
}

async function listAttachments(ctx: HandlerContext, user: AuthUser): Promise<StoredAttachment[]> {
  const sources = sourcesFor(user)
  const [notes, mails, contacts] = await Promise.all([
    sources.includes('notes') ? ctx.db.table<NoteRow>('notes').toArray() : [],
    ctx.db.table<MailRow>('mails').where('owner').equals(user.id).toArray(),
    sources.includes('contacts') ? ctx.db.table<ContactRow>('contacts').toArray() : [],
  ])
  const found: StoredAttachment[] = [
    ...notes
      .filter((n) => n.image?.startsWith('data:'))
      .map((n) => ({ source: 'notes' as const, id: n.id, owner: n.title, name: '', bytes: bytesOf(n.image) })),
    ...mails.flatMap((m) =>
      (m.attachments ?? []).map((a, i) => ({
        source: 'mailbox' as const,
        id: `${m.id}:${i}`,
        owner: m.subject,
        name: a.name,
        bytes: bytesOf(a.preview) + bytesOf(a.downloadUrl),
      })),
    ),
    ...contacts
      .filter((c) => c.avatar?.startsWith('data:'))
      .map((c) => ({ source: 'contacts' as const, id: c.id, owner: c.name, name: '', bytes: bytesOf(c.avatar) })),
  ]
  return found.sort((a, b) => b.bytes - a.bytes).slice(0, LARGEST_ATTACHMENTS)
}

async function removeMailAttachment(ctx: HandlerContext, user: AuthUser, id: string) {
  const [mailId, index] = id.split(':')
  const mail = mailId ? await ctx.db.table<MailRow>('mails').get(mailId) : undefined
  const at = Number(index)
  if (!mail || mail.owner !== user.id || !Number.isInteger(at) || !mail.attachments?.[at])
    throw notFound('Attachment', id)
  await patchRow<MailRow & SyncFields>(ctx.db, 'mails', mail.id, {
    attachments: mail.attachments.filter((_, i) => i !== at),
  })
}

async function removeAttachment(ctx: HandlerContext, user: AuthUser, source: StoredAttachmentSource, id: string) {
  if (source === 'mailbox') return removeMailAttachment(ctx, user, id)
  const table = source === 'notes' ? 'notes' : 'contacts'
  const field = source === 'notes' ? 'image' : 'avatar'
  const row = (await ctx.db.table(table).get(id)) as Record<string, unknown> | undefined
  if (!row || typeof row[field] !== 'string' || !(row[field] as string).startsWith('data:'))
    throw notFound('Attachment', id)
  await patchRow<SyncFields & Record<string, unknown>>(ctx.db, table, id, { [field]: null })
}

/** What the settings page offers when the device is full: the largest stored files, and their removal. */
export const storageRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/common/storage',
    handler: async (req, ctx): Promise<StorageReport> => ({
      outbox: await ctx.db.table('outbox').count(),
      attachments: await listAttachments(ctx, req.user!),
    }),
  },
  {
    method: 'DELETE',
    pattern: 'api/common/storage/attachments',
    handler: async (req, ctx) => {
      const source = requireParam(req.query, 'source')
      if (!(STORED_ATTACHMENT_SOURCES as readonly string[]).includes(source))
        throw badRequest('source', `One of ${STORED_ATTACHMENT_SOURCES.join(', ')}`)
      const id = requireParam(req.query, 'id')
      if (!sourcesFor(req.user!).includes(source as StoredAttachmentSource))
        throw new HttpError(403, 'You are not allowed to do this')
      await writeTx(ctx.db, ['notes', 'mails', 'contacts'], () =>
        removeAttachment(ctx, req.user!, source as StoredAttachmentSource, id),
      )
      return true
    },
  },
])
