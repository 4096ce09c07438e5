import type Dexie from 'dexie'
import { deleteRow, newId, patchRow, putRow, writeTx } from '@/shared/db/mutate'
import {
  MAILS_PER_PAGE,
  composeSchema,
  labelCreateSchema,
  labelPatchSchema,
  mailPatchSchema,
  settingsPatchSchema,
  slugify,
  uniqueSlug,
  type ListedMail,
  type MailFilter,
  type MailFolder,
  type MailSettings,
  type MailsPage,
  type StoredMail,
  type StoredMailLabel,
} from '@/shared/schemas/mailbox'
import { addressList } from '@/shared/constants/mailbox'
import { accounts } from '../auth/accounts'
import { badRequest, notFound } from '../router/http-error'
import { defineRoutes, type ApiRequest, type HandlerContext } from '../router/types'
import { bodyObject, bodyWithId, parse, requireParam } from '../router/validate'
import { isPlainWindow, templateInt } from '../router/template-numbers'
import { checkVersion, takeBaseVersion } from '../router/version'

type Stamped<T> = T & { id: string; updatedAt: string; version: number }

const folders = (db: Dexie) => db.table<MailFolder & { order: number }, string>('mailFolders')
const labels = (db: Dexie) => db.table<StoredMailLabel, string>('mailLabels')
const mails = (db: Dexie) => db.table<StoredMail, string>('mails')

/** Whose mailbox a request reads: mail is per account, and nobody sees another's. */
const me = (req: ApiRequest) => req.user!.id
const ownLabels = (db: Dexie, owner: string) => labels(db).where('owner').equals(owner).toArray()

const DEFAULT_SETTINGS: MailSettings = { messageLayout: 'right' }
const strip = <T extends { order?: number; owner?: string; updatedAt?: string; version?: number }>({
  order: _o,
  owner: _w,
  updatedAt: _u,
  version: _v,
  ...rest
}: T) => rest

/** Adds what the list serves beyond the stored mail; rows written by other apps may lack optional arrays. */
const listed = ({ owner: _owner, ...m }: StoredMail): ListedMail => ({
  ...m,
  labels: m.labels ?? [],
  attachments: m.attachments ?? [],
  ccCount: m.cc?.length ?? 0,
  bccCount: m.bcc?.length ?? 0,
})

/** One of the signed-in account's mails; another account's answers 404 as an unknown id, so ids cannot be probed. */
async function findMail(db: Dexie, owner: string, id: string) {
  const row = await mails(db).get(id)
  if (!row || row.owner !== owner) throw notFound('Mail', id)
  return row
}

async function findLabel(db: Dexie, owner: string, id: string) {
  const row = await labels(db).get(id)
  if (!row || row.owner !== owner) throw notFound('Label', id)
  return row
}

/** Which mails a list shows: `folder` first, then `filter`, then `label`, each a slug; none gives nothing. */
async function listWhere(req: ApiRequest, db: Dexie): Promise<Record<string, string | boolean> | null> {
  const owner = me(req)
  const folder = req.query.get('folder')
  const filter = req.query.get('filter')
  const label = req.query.get('label')
  if (folder) {
    const row = await folders(db).where('slug').equals(folder).first()
    if (!row) throw notFound('Folder', folder)
    return { owner, folder: row.id }
  }
  if (filter) {
    const known = (await db.table<MailFilter>('mailFilters').toArray()).map((f) => f.slug as string)
    // Any boolean flag works as a filter in the template (e.g. filter=unread); we accept the flags mails have.
    if (![...known, 'unread'].includes(filter)) throw notFound('Filter', filter)
    return { owner, [filter]: true }
  }
  if (label) {
    const row = await labels(db).where('slug').equals(label).first()
    if (!row || row.owner !== owner) throw notFound('Label', label)
    return { owner, labels: row.id }
  }
  return null
}

/**
 * One-based pages of ten, worked out as the template does: `page` read with parseInt and never refused, so
 * page 0 is `[]` with startIndex -10, and a word is NaN (null in JSON) with an empty list.
 */
async function mailsPage(req: ApiRequest, ctx: HandlerContext): Promise<MailsPage> {
  const page = templateInt(req.query, 'page', 1)
  const where = await listWhere(req, ctx.db)
  const begin = (page - 1) * MAILS_PER_PAGE
  const plain = isPlainWindow(begin, MAILS_PER_PAGE)
  const sort = { field: 'date', order: 'desc', kind: 'text' } as const
  const { rows, total } = where
    ? await ctx.query<StoredMail>('mails', { where, sort, ...(plain ? { offset: begin, limit: MAILS_PER_PAGE } : {}) })
    : { rows: [], total: 0 }
  const lastPage = Math.max(Math.ceil(total / MAILS_PER_PAGE), 1)
  if (page > lastPage) return { mails: null, pagination: { lastPage } }
  const end = Math.min(MAILS_PER_PAGE * page, total)
  return {
    mails: (plain ? rows : rows.slice(begin, end)).map(listed),
    pagination: {
      totalResults: total,
      resultsPerPage: MAILS_PER_PAGE,
      currentPage: page,
      lastPage,
      startIndex: begin,
      endIndex: end - 1,
    },
  }
}

async function folderCounts(db: Dexie, owner: string): Promise<MailFolder[]> {
  const all = await mails(db).where('owner').equals(owner).toArray()
  return (await folders(db).toArray())
    .sort((a, b) => a.order - b.order)
    .map((f) => {
      const inFolder = all.filter((m) => m.folder === f.id)
      const count =
        f.slug === 'sent' || f.slug === 'trash'
          ? 0
          : f.slug === 'drafts' || f.slug === 'spam'
            ? inFolder.length
            : inFolder.filter((m) => m.unread).length
      return { ...strip(f), count }
    })
}

async function checkMailRefs(db: Dexie, owner: string, patch: { folder?: string; labels?: string[] }) {
  if (patch.folder && !(await folders(db).get(patch.folder))) throw badRequest('mail.folder', 'Unknown folder')
  if (patch.labels) {
    const known = new Set((await ownLabels(db, owner)).map((l) => l.id))
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
  if (input.replyTo) await findMail(ctx.db, me(req), input.replyTo)
  const sender = await accounts(ctx.db).get(me(req))
  const mail: StoredMail = {
    id: newId(),
    owner: me(req),
    type: 'mail',
    from: { avatar: sender?.avatar ?? null, contact: sender ? `${sender.name} <${sender.email}>` : 'me' },
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
      // Merged over the settings as stored in the write's transaction, so concurrent changes keep each other.
      const row = await writeTx(ctx.db, ['mailSettings'], async () =>
        putRow(ctx.db, 'mailSettings', {
          ...DEFAULT_SETTINGS,
          ...(await table.get(req.user!.id)),
          ...changes,
          id: req.user!.id,
        }),
      )
      return { messageLayout: row.messageLayout }
    },
  },
  { method: 'GET', pattern: 'api/apps/mailbox/folders', handler: async (req, ctx) => folderCounts(ctx.db, me(req)) },
  {
    method: 'GET',
    pattern: 'api/apps/mailbox/filters',
    handler: async (_req, ctx) =>
      (await ctx.db.table<MailFilter & { order: number }>('mailFilters').toArray())
        .sort((a, b) => a.order - b.order)
        .map(strip),
  },
  {
    method: 'GET',
    pattern: 'api/apps/mailbox/labels',
    handler: async (req, ctx) => (await ownLabels(ctx.db, me(req))).sort((a, b) => a.order - b.order).map(strip),
  },
  {
    method: 'POST',
    pattern: 'api/apps/mailbox/label',
    handler: async (req, ctx) => {
      const input = parse(labelCreateSchema, bodyObject(req.body).label, 'label')
      return writeTx(ctx.db, ['mailLabels'], async () => {
        // Slugs are one unique index over every account's labels, so a slug is unique across accounts.
        const all = await labels(ctx.db).toArray()
        const slug = uniqueSlug(slugify(input.title), new Set(all.map((l) => l.slug)))
        const order = all.filter((l) => l.owner === me(req)).reduce((max, l) => Math.max(max, l.order), -1) + 1
        return strip(
          await putRow<StoredMailLabel>(ctx.db, 'mailLabels', {
            id: newId(),
            owner: me(req),
            title: input.title,
            slug,
            color: input.color,
            order,
          }),
        )
      })
    },
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/mailbox/label',
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'label')
      const { id, body } = bodyWithId(req.body)
      const changes = parse(labelPatchSchema, body.label, 'label')
      return writeTx(ctx.db, ['mailLabels'], async () => {
        checkVersion(await findLabel(ctx.db, me(req), id), base, strip)
        // The template rebuilds the slug without a uniqueness check; slugs are a unique index here, so we keep them unique.
        const slug =
          changes.title === undefined ? {} : { slug: uniqueSlug(slugify(changes.title), await takenSlugs(ctx.db, id)) }
        return strip((await patchRow<Stamped<StoredMailLabel>>(ctx.db, 'mailLabels', id, { ...changes, ...slug }))!)
      })
    },
  },
  {
    method: 'DELETE',
    pattern: 'api/apps/mailbox/label',
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      return writeTx(ctx.db, ['mailLabels', 'mails'], async () => {
        await findLabel(ctx.db, me(req), id)
        await deleteRow(ctx.db, 'mailLabels', id)
        const labelled = await mails(ctx.db)
          .where('owner')
          .equals(me(req))
          .filter((m) => (m.labels ?? []).includes(id))
          .toArray()
        for (const m of labelled)
          await patchRow<Stamped<StoredMail>>(ctx.db, 'mails', m.id, { labels: m.labels.filter((l) => l !== id) })
        return true
      })
    },
  },
  { method: 'GET', pattern: 'api/apps/mailbox/mails', delay: 625, handler: mailsPage },
  {
    method: 'GET',
    pattern: 'api/apps/mailbox/mail',
    handler: async (req, ctx) => listed(await findMail(ctx.db, me(req), requireParam(req.query, 'id'))),
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/mailbox/mail',
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'mail')
      const { id, body } = bodyWithId(req.body)
      const patch = parse(mailPatchSchema, body.mail, 'mail')
      return writeTx(ctx.db, ['mails', 'mailLabels', 'mailFolders'], async () => {
        checkVersion(await findMail(ctx.db, me(req), id), base, listed)
        await checkMailRefs(ctx.db, me(req), patch)
        return listed((await patchRow<Stamped<StoredMail>>(ctx.db, 'mails', id, patch))!)
      })
    },
  },
  { method: 'POST', pattern: 'api/apps/mailbox/mail', handler: compose },
])
