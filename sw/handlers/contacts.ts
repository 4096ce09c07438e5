import type Dexie from 'dexie'
import { deleteRow, newId, patchRow, putRow, writeTx } from '@/shared/db/mutate'
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/shared/constants/contacts'
import { bytesMatchType } from '@/shared/images'
import {
  contactPatchSchema,
  tagInputSchema,
  type Contact,
  type ContactTag,
  type Country,
} from '@/shared/schemas/contacts'
import { badRequest, conflict, notFound } from '../router/http-error'
import { requireRow } from '../router/require-row'
import { pageAnswer, pageRequest, pageWindow } from '../router/paging'
import { defineRoutes, type HandlerContext } from '../router/types'
import { bodyObject, bodyWithId, parse, requireParam } from '../router/validate'
import { dropEchoes } from '../router/echoes'
import { checkVersion, takeBaseVersion } from '../router/version'
import { contactChanges, newContactAnswer } from './contacts-template'

type Row<T> = T & { updatedAt?: string; version?: number }
type TagRow = ContactTag & { order: number }
type Stamped<T> = T & { updatedAt: string; version: number }

const contacts = (db: Dexie) => db.table<Row<Contact>, string>('contacts')
const tags = (db: Dexie) => db.table<Row<TagRow>, string>('contactTags')

const BY_NAME = { field: 'name', order: 'asc', kind: 'text' } as const

/** Contacts sorted by name, optionally those whose name contains `text` (case-insensitive). */
async function listContacts(ctx: HandlerContext, text = '') {
  const { rows } = await ctx.query<Contact>('contacts', {
    search: { fields: ['name'], text: text.trim() },
    sort: BY_NAME,
  })
  return rows
}

const findContact = (db: Dexie, id: string) => requireRow<Row<Contact>>(db, 'contacts', id, 'Contact')

/** Every tag id must exist and every phone's country must be a seeded iso code. */
async function checkReferences(db: Dexie, patch: { tags?: string[]; phoneNumbers?: { country: string }[] }) {
  if (patch.tags) {
    const known = new Set(await tags(db).toCollection().primaryKeys())
    const at = patch.tags.findIndex((t) => !known.has(t))
    if (at !== -1) throw badRequest(`contact.tags.${at}`, 'Unknown tag')
  }
  if (patch.phoneNumbers?.length) {
    const isos = new Set((await db.table<Country>('countries').toArray()).map((c) => c.iso))
    const at = patch.phoneNumbers.findIndex((p) => !isos.has(p.country))
    if (at !== -1) throw badRequest(`contact.phoneNumbers.${at}.country`, 'Unknown country')
  }
}

async function assertTitleFree(db: Dexie, title: string, exceptId?: string) {
  const lower = title.toLowerCase()
  const clash = (await tags(db).toArray()).find((t) => t.title.toLowerCase() === lower && t.id !== exceptId)
  if (clash)
    throw conflict('A tag with this title already exists', {
      field: 'tag.title',
      reason: 'Already exists',
      id: clash.id,
    })
}

function toDataUrl(bytes: ArrayBuffer, type: string): string {
  const view = new Uint8Array(bytes)
  let binary = ''
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000))
  return `data:${type};base64,${btoa(binary)}`
}

export const contactsRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/apps/contacts/all',
    // `page`/`size` are our opt-in extension (docs/api/contacts.md); without them, the contract's array.
    handler: async (req, ctx) => {
      const paging = pageRequest(req.query)
      if (!paging) return listContacts(ctx)
      const { rows, total } = await ctx.query<Contact>('contacts', { sort: BY_NAME, ...pageWindow(paging) })
      return pageAnswer(rows, total, paging)
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/contacts/search',
    handler: async (req, ctx) => listContacts(ctx, req.query.get('query') ?? ''),
  },
  {
    method: 'GET',
    pattern: 'api/apps/contacts/contact',
    handler: async (req, ctx) => findContact(ctx.db, requireParam(req.query, 'id')),
  },
  {
    method: 'POST',
    pattern: 'api/apps/contacts/contact',
    handler: async (_req, ctx) => {
      const contact: Contact = {
        id: newId(),
        avatar: null,
        background: null,
        name: 'New Contact',
        emails: [],
        phoneNumbers: [],
        title: '',
        company: '',
        birthday: null,
        address: null,
        notes: null,
        tags: [],
      }
      return newContactAnswer(await putRow(ctx.db, 'contacts', contact))
    },
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/contacts/contact',
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'contact')
      const { id, body } = bodyWithId(req.body)
      const patch = parse(contactPatchSchema, contactChanges(id, body.contact), 'contact')
      return writeTx(ctx.db, ['contacts', 'contactTags', 'countries'], async () => {
        checkVersion(await findContact(ctx.db, id), base)
        await checkReferences(ctx.db, patch)
        return patchRow<Stamped<Row<Contact>>>(ctx.db, 'contacts', id, patch)
      })
    },
  },
  {
    method: 'DELETE',
    pattern: 'api/apps/contacts/contact',
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      if (!(await deleteRow(ctx.db, 'contacts', id))) throw notFound('Contact', id)
      return true
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/contacts/countries',
    handler: async (_req, ctx) =>
      (await ctx.db.table<Country>('countries').orderBy('name').toArray()).map(
        ({ id, iso, name, code, flagImagePos }) => ({ id, iso, name, code, flagImagePos }),
      ),
  },
  {
    method: 'GET',
    pattern: 'api/apps/contacts/tags',
    // Stored with an order so that a new tag comes first, as the template's unshift does.
    handler: async (_req, ctx) =>
      (await tags(ctx.db).toArray()).sort((a, b) => a.order - b.order).map(({ id, title }) => ({ id, title })),
  },
  {
    method: 'POST',
    pattern: 'api/apps/contacts/tag',
    handler: async (req, ctx) => {
      const input = parse(tagInputSchema, bodyObject(req.body).tag, 'tag')
      // The title check, the order and the write share one transaction: two tabs adding one title get one tag.
      return writeTx(ctx.db, ['contactTags'], async () => {
        await assertTitleFree(ctx.db, input.title)
        const first = (await tags(ctx.db).toArray()).reduce((min, t) => Math.min(min, t.order), 0)
        const row = await putRow(ctx.db, 'contactTags', { id: newId(), title: input.title, order: first - 1 })
        return { id: row.id, title: row.title }
      })
    },
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/contacts/tag',
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'tag')
      const { id, body } = bodyWithId(req.body)
      const input = parse(tagInputSchema, dropEchoes(id, body.tag, 'tag'), 'tag')
      return writeTx(ctx.db, ['contactTags'], async () => {
        const stored = await requireRow<Row<TagRow>>(ctx.db, 'contactTags', id, 'Tag')
        checkVersion(stored, base, (r) => ({ id: r.id, title: r.title, version: r.version }))
        await assertTitleFree(ctx.db, input.title, id)
        const row = (await patchRow<Stamped<Row<TagRow>>>(ctx.db, 'contactTags', id, { title: input.title }))!
        return { id: row.id, title: row.title }
      })
    },
  },
  {
    method: 'DELETE',
    pattern: 'api/apps/contacts/tag',
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      return writeTx(ctx.db, ['contactTags', 'contacts'], async () => {
        if (!(await deleteRow(ctx.db, 'contactTags', id))) throw notFound('Tag', id)
        const tagged = await contacts(ctx.db)
          .filter((c) => c.tags?.includes(id))
          .toArray()
        for (const c of tagged)
          await patchRow<Stamped<Row<Contact>>>(ctx.db, 'contacts', c.id, { tags: c.tags.filter((t) => t !== id) })
        return true
      })
    },
  },
  {
    method: 'POST',
    pattern: 'api/apps/contacts/avatar',
    multipart: true,
    handler: async (req, ctx) => {
      if (!(req.body instanceof FormData)) throw badRequest('body', 'Expected multipart/form-data with id and avatar')
      const base = takeBaseVersion(req)
      const id = req.body.get('id')
      if (typeof id !== 'string' || !id) throw badRequest('id', 'Required')
      const file = req.body.get('avatar')
      if (!file || typeof file === 'string') throw badRequest('avatar', 'Required')
      if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
        throw badRequest('avatar', 'Must be a PNG, JPEG, GIF or WebP image')
      if (file.size > AVATAR_MAX_BYTES) throw badRequest('avatar', 'Must be 1 MB or smaller')
      if (file.size === 0) throw badRequest('avatar', 'Image is empty')
      const bytes = await file.arrayBuffer()
      if (!bytesMatchType(new Uint8Array(bytes), file.type))
        throw badRequest('avatar', 'Image content does not match its type')
      // The file was read before the transaction opens: awaiting it inside would let the transaction commit.
      const avatar = toDataUrl(bytes, file.type)
      return writeTx(ctx.db, ['contacts'], async () => {
        checkVersion(await findContact(ctx.db, id), base)
        return patchRow<Stamped<Row<Contact>>>(ctx.db, 'contacts', id, { avatar })
      })
    },
  },
])
