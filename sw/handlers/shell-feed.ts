import type Dexie from 'dexie'
import { deleteRow, newId, patchRow, putRow, writeTx } from '@/shared/db/mutate'
import { feedItemSchema, toggleReadSchema, type FeedItem } from '@/shared/schemas/shell'
import { wantsNotification } from '@/shared/constants/notifications'
import { dataLanguageOf, editLocalized, localized, type Translations } from '@/shared/data-language'
import { accounts } from '../auth/accounts'
import { badRequest, notFound } from '../router/http-error'
import { defineRoutes, type ApiRequest, type Route } from '../router/types'
import { bodyObject, bodyWithId, parse, requireParam } from '../router/validate'

interface FeedRow extends FeedItem {
  userId: string
  /** The seed's notifications in Spanish and Turkish (src/shared/data-language.ts); never sent. */
  i18n?: Translations<FeedItem>
  updatedAt: string
  version: number
}

/** What a client sees: the stored row in the reader's language, without the owner and the sync stamps. */
export function publicFeedItem(row: FeedRow, req: ApiRequest): FeedItem {
  const { userId: _u, updatedAt: _t, version: _v, i18n: _i, ...item } = localized<FeedRow>(row, languageOf(req))
  return item
}

const userId = (req: ApiRequest) => req.user!.id
const languageOf = (req: ApiRequest) => dataLanguageOf(req.headers.get('accept-language'))

/** The notification kinds the user turned off in /settings. */
const mutedKinds = async (db: Dexie, owner: string) => (await accounts(db).get(owner))?.mutedNotifications ?? []

async function ownRows(db: Dexie, table: string, owner: string): Promise<FeedRow[]> {
  const rows = await db.table<FeedRow, string>(table).where('userId').equals(owner).toArray()
  // Newest first, as the panels list them.
  return rows.sort((a, b) => b.time.localeCompare(a.time))
}

async function ownRow(db: Dexie, table: string, owner: string, id: string, what: string): Promise<FeedRow> {
  const row = await db.table<FeedRow, string>(table).get(id)
  if (!row || row.userId !== owner) throw notFound(what, id)
  return row
}

/**
 * The six endpoints of the messages panel or the notifications panel (the same set, keyed by `key`), plus
 * DELETE `<base>/all`, which empties the signed-in user's list.
 */
export function feedRoutes(
  table: 'messages' | 'notifications',
  key: 'message' | 'notification',
  what: string,
): Route[] {
  const base = `api/common/${table}`
  return defineRoutes([
    {
      method: 'GET',
      pattern: base,
      handler: async (req, { db }) => {
        const rows = await ownRows(db, table, userId(req))
        const muted = table === 'notifications' ? await mutedKinds(db, userId(req)) : []
        return rows.filter((row) => wantsNotification(muted, row)).map((row) => publicFeedItem(row, req))
      },
    },
    {
      method: 'POST',
      pattern: base,
      handler: async (req, { db, now }) => {
        const input = parse(feedItemSchema, bodyObject(req.body)[key], key)
        // A kind the user turned off is kept, but as already seen: it never counts as news, even if turned on later.
        const unwanted = table === 'notifications' && !wantsNotification(await mutedKinds(db, userId(req)), input)
        const seen = unwanted ? { read: true, seen: true } : {}
        const row = await putRow(db, table, {
          ...input,
          ...seen,
          id: newId(),
          userId: userId(req),
          time: input.time ?? now().toISOString(),
        })
        return publicFeedItem(row as FeedRow, req)
      },
    },
    {
      method: 'PATCH',
      pattern: base,
      handler: async (req, { db }) => {
        const { id, body } = bodyWithId(req.body)
        const raw = body[key]
        if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(key, 'Expected an object')
        const stored = await ownRow(db, table, userId(req), id, what)
        // Checked as a whole item, so a PATCH can never leave one invalid; fields left out keep their values.
        const { id: _id, userId: _owner, updatedAt: _at, version: _v, i18n: _i, ...current } = stored
        const shown = localized(stored, languageOf(req))
        const merged = parse(
          feedItemSchema,
          { ...current, title: shown.title, description: shown.description, ...raw },
          key,
        )
        const edited = editLocalized<FeedItem>(stored, merged, languageOf(req))
        return publicFeedItem((await patchRow<FeedRow>(db, table, id, edited as FeedRow))!, req)
      },
    },
    {
      method: 'DELETE',
      pattern: base,
      handler: async (req, { db }) => {
        const id = requireParam(req.query, 'id')
        const row = await ownRow(db, table, userId(req), id, what)
        await deleteRow(db, table, id)
        return publicFeedItem(row, req)
      },
    },
    {
      method: 'DELETE',
      pattern: `${base}/all`,
      handler: async (req, { db }) => {
        const rows = await ownRows(db, table, userId(req))
        await writeTx(db, [table], async () => {
          for (const row of rows) await deleteRow(db, table, row.id)
        })
        return true
      },
    },
    {
      // A GET that changes state, as the template's client calls it.
      method: 'GET',
      pattern: `${base}/mark-all-as-read`,
      handler: async (req, { db }) => {
        const rows = await ownRows(db, table, userId(req))
        await writeTx(db, [table], async () => {
          for (const row of rows)
            if (!row.read || !row.seen) await patchRow<FeedRow>(db, table, row.id, { read: true, seen: true })
        })
        return true
      },
    },
    {
      method: 'POST',
      pattern: `${base}/toggle-read-status`,
      handler: async (req, { db }) => {
        const { id, read } = parse(toggleReadSchema, bodyObject(req.body)[key], key)
        await ownRow(db, table, userId(req), id, what)
        return publicFeedItem((await patchRow<FeedRow>(db, table, id, { read }))!, req)
      },
    },
  ])
}
