import type Dexie from 'dexie'
import { deleteRow, newId, patchRow, putRow, writeTx } from '@/shared/db/mutate'
import {
  MAILS_PER_PAGE, composeSchema, labelCreateSchema, labelPatchSchema, mailPatchSchema, settingsPatchSchema,
  slugify, uniqueSlug, type ListedMail, type Mail, type MailFilter, type MailFolder, type MailLabel,
  type MailSettings, type MailsPage,
} from '@/shared/schemas/mailbox'
import { addressList } from '@/shared/constants/mailbox'
import { accounts } from '../auth/accounts'
import { badRequest, notFound } from '../router/http-error'
import { defineRoutes, type ApiRequest, type HandlerContext } from '../router/types'
import { bodyObject, parse, requireParam } from '../router/validate'

type Stamped<T> = T & { id: string; updatedAt: string; version: number }

const folders = (db: Dexie) => db.table<MailFolder & { order: number }, string>('mailFolders')
const labels = (db: Dexie) => db.table<MailLabel & { order: number }, string>('mailLabels')
const mails = (db: Dexie) => db.table<Mail, string>('mails')

const DEFAULT_SETTINGS: MailSettings = { messageLayout: 'right' }
const strip = <T extends { order?: number; updatedAt?: string; version?: number }>({ order: _o, updatedAt: _u, version: _v, ...rest }: T) => rest

/** Adds what the list serves beyond the stored mail; rows written by other apps may lack optional arrays. */
const listed = (m: Mail): ListedMail => ({
  ...m,
  labels: m.labels ?? [],
  attachments: m.attachments ?? [],
  ccCount: m.cc?.length ?? 0,
  bccCount: m.bcc?.length ?? 0,
})

async function findMail(db: Dexie, id: string) {
  const row = await mails(db).get(id)
  if (!row) throw notFound('Mail', id)
  return row
}

/** Which mails a list shows: `folder` first, then `filter`, then `label`, each a slug; none gives nothing. */
async function listWhere(req: ApiRequest, db: Dexie): Promise<Record<string, string | boolean> | null> {
  const folder = req.query.get('folder')
  const filter = req.query.get('filter')
  const label = req.query.get('label')
  if (folder) {
    const row = await folders(db).where('slug').equals(folder).first()
    if (!row) throw notFound('Folder', folder)
    return { folder: row.id }
  }
  if (filter) {
    const known = (await db.table<MailFilter>('mailFilters').toArray()).map((f) => f.slug as string)
    // Any boolean flag works as a filter in the template (e.g. filter=unread); we accept the flags mails have.
    if (![...known, 'unread'].includes(filter)) throw notFound('Filter', filter)
    return { [filter]: true }
  }
  if (label) {
    const row = await labels(db).where('slug').equals(label).first()
    if (!row) throw notFound('Label', label)
    return { labels: row.id }
  }
  return null
}

function pageParam(query: URLSearchParams): number {
  const raw = query.get('page') ?? '1'
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw badRequest('page', 'Must be a whole number from 1')
  return Number(raw)
}

async function mailsPage(req: ApiRequest, ctx: HandlerContext): Promise<MailsPage> {
  const page = pageParam(req.query)
  const where = await listWhere(req, ctx.db)
  const offset = (page - 1) * MAILS_PER_PAGE
  const { rows, total } = where
    ? await ctx.query<Mail>('mails', { where, sort: { field: 'date', order: 'desc', kind: 'text' }, offset, limit: MAILS_PER_PAGE })
    : { rows: [], total: 0 }
  const lastPage = Math.max(Math.ceil(total / MAILS_PER_PAGE), 1)
  if (page > lastPage) return { mails: null, pagination: { lastPage } }
  const end = Math.min(MAILS_PER_PAGE * page, total)
  return {
    mails: rows.map(listed),
    pagination: { totalResults: total, resultsPerPage: MAILS_PER_PAGE, currentPage: page, lastPage, startIndex: offset, endIndex: end - 1 },
  }
}

async function folderCounts(db: Dexie): Promise<MailFolder[]> {
  const all = await mails(db).toArray()
  return (await folders(db).toArray())
    .sort((a, b) => a.order - b.order)
    .map((f) => {
      const inFolder = all.filter((m) => m.folder === f.id)
      const count = f.slug === 'sent' || f.slug === 'trash' ? 0 : f.slug === 'drafts' || f.slug === 'spam' ? inFolder.length : inFolder.filter((m) => m.unread).length
      return { ...strip(f), count }
    })
}

async function checkMailRefs(db: Dexie, patch: { folder?: string; labels?: string[] }) {
  if (patch.folder && !(await folders(db).get(patch.folder))) throw badRequest('mail.folder', 'Unknown folder')
  if (patch.labels) {
    const known = new Set(await labels(db).toCollection().primaryKeys())
    const at = patch.labels.findIndex((l) => !known.has(l))
    if (at !== -1) throw badRequest(`mail.labels.${at}`, 'Unknown label')
  }
}

async function takenSlugs(db: Dexie, exceptId?: string) {
  return new Set((await labels(db).toArray()).filter((l) => l.id !== exceptId).map((l) => l.slug))
}

async function compose(req: ApiRequest, ctx: HandlerContext) {
  const input = parse(composeSchema, bodyObject(req.body).mail, 'mail')
  const slug = input.draft ? 'drafts' : 'sent'
  const folder = await folders(ctx.db).where('slug').equals(slug).first()
  if (!folder) throw notFound('Folder', slug)
  if (input.replyTo) await findMail(ctx.db, input.replyTo)
  const me = req.user ? await accounts(ctx.db).get(req.user.id) : undefined
  const mail: Mail = {
    id: newId(),
    type: 'mail',
    from: { avatar: me?.avatar ?? null, contact: me ? `${me.name} <${me.email}>` : 'me' },
    to: addressList(input.to).join(', '),
    ...(input.cc.length ? { cc: input.cc } : {}),
    ...(input.bcc.length ? { bcc: input.bcc } : {}),
    date: ctx.now().toISOString(),
    subject: input.subject,
    content: input.content,
    attachments: [],
    starred: false,
    important: false,
    unread: false,
    folder: folder.id,
    labels: [],
  }
  return listed(await putRow(ctx.db, 'mails', mail))
}

export const mailboxRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/apps/mailbox/settings',
    handler: async (req, ctx) => {
      const row = await ctx.db.table<MailSettings & { id: string }>('mailSettings').get(req.user!.id)
      return { ...DEFAULT_SETTINGS, messageLayout: row?.messageLayout ?? DEFAULT_SETTINGS.messageLayout }
    },
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/mailbox/settings',
    handler: async (req, ctx) => {
      const changes = parse(settingsPatchSchema, bodyObject(req.body).settings, 'settings')
      const table = ctx.db.table<MailSettings & { id: string }>('mailSettings')
      const current = { ...DEFAULT_SETTINGS, ...(await table.get(req.user!.id)) }
      const row = await putRow(ctx.db, 'mailSettings', { ...current, ...changes, id: req.user!.id })
      return { messageLayout: row.messageLayout }
    },
  },
  { method: 'GET', pattern: 'api/apps/mailbox/folders', handler: async (_req, ctx) => folderCounts(ctx.db) },
  {
    method: 'GET',
    pattern: 'api/apps/mailbox/filters',
    handler: async (_req, ctx) => (await ctx.db.table<MailFilter & { order: number }>('mailFilters').toArray()).sort((a, b) => a.order - b.order).map(strip),
  },
  {
    method: 'GET',
    pattern: 'api/apps/mailbox/labels',
    handler: async (_req, ctx) => (await labels(ctx.db).toArray()).sort((a, b) => a.order - b.order).map(strip),
  },
  {
    method: 'POST',
    pattern: 'api/apps/mailbox/label',
    handler: async (req, ctx) => {
      const input = parse(labelCreateSchema, bodyObject(req.body).label, 'label')
      return writeTx(ctx.db, ['mailLabels'], async () => {
        const all = await labels(ctx.db).toArray()
        const slug = uniqueSlug(slugify(input.title), new Set(all.map((l) => l.slug)))
        const order = all.reduce((max, l) => Math.max(max, l.order), -1) + 1
        return strip(await putRow(ctx.db, 'mailLabels', { id: newId(), title: input.title, slug, color: input.color, order }))
      })
    },
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/mailbox/label',
    handler: async (req, ctx) => {
      const body = bodyObject(req.body)
      if (typeof body.id !== 'string' || !body.id) throw badRequest('id', 'Required')
      const changes = parse(labelPatchSchema, body.label, 'label')
      const id = body.id
      return writeTx(ctx.db, ['mailLabels'], async () => {
        if (!(await labels(ctx.db).get(id))) throw notFound('Label', id)
        // The template rebuilds the slug without a uniqueness check; slugs are a unique index here, so we keep them unique.
        const slug = changes.title === undefined ? {} : { slug: uniqueSlug(slugify(changes.title), await takenSlugs(ctx.db, id)) }
        return strip((await patchRow<Stamped<MailLabel & { order: number }>>(ctx.db, 'mailLabels', id, { ...changes, ...slug }))!)
      })
    },
  },
  {
    method: 'DELETE',
    pattern: 'api/apps/mailbox/label',
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      return writeTx(ctx.db, ['mailLabels', 'mails'], async () => {
        if (!(await deleteRow(ctx.db, 'mailLabels', id))) throw notFound('Label', id)
        const labelled = await mails(ctx.db).filter((m) => (m.labels ?? []).includes(id)).toArray()
        for (const m of labelled) await patchRow<Stamped<Mail>>(ctx.db, 'mails', m.id, { labels: m.labels.filter((l) => l !== id) })
        return true
      })
    },
  },
  { method: 'GET', pattern: 'api/apps/mailbox/mails', delay: 625, handler: mailsPage },
  {
    method: 'GET',
    pattern: 'api/apps/mailbox/mail',
    handler: async (req, ctx) => listed(await findMail(ctx.db, requireParam(req.query, 'id'))),
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/mailbox/mail',
    handler: async (req, ctx) => {
      const body = bodyObject(req.body)
      if (typeof body.id !== 'string' || !body.id) throw badRequest('id', 'Required')
      const patch = parse(mailPatchSchema, body.mail, 'mail')
      await findMail(ctx.db, body.id)
      await checkMailRefs(ctx.db, patch)
      return listed((await patchRow<Stamped<Mail>>(ctx.db, 'mails', body.id, patch))!)
    },
  },
  { method: 'POST', pattern: 'api/apps/mailbox/mail', handler: compose },
])
