import type Dexie from 'dexie'
import { deleteRow, newId, patchRow, putRow, writeTx } from '@/shared/db/mutate'
import { mayOpen } from '@/shared/access'
import { dataLanguageOf, editLocalized, localized, type Translations } from '@/shared/data-language'
import { shortcutSchema, type Shortcut } from '@/shared/schemas/shell'
import { badRequest, notFound } from '../router/http-error'
import { defineRoutes, type ApiRequest } from '../router/types'
import { bodyObject, bodyWithId, parse, requireParam } from '../router/validate'
import { dropEchoes } from '../router/echoes'

interface ShortcutRow extends Shortcut {
  userId: string
  /** Sort key: a new shortcut goes first, so it gets one less than the smallest. */
  position: number
  /** The seed's shortcuts in Spanish and Turkish (src/shared/data-language.ts); never sent. */
  i18n?: Translations<Shortcut>
  updatedAt: string
  version: number
}

const publicShortcut = ({ id, label, description, icon, link, useRouter }: ShortcutRow): Shortcut => ({
  id,
  label,
  description,
  icon,
  link,
  useRouter,
})

const owner = (req: ApiRequest) => req.user!.id
const languageOf = (req: ApiRequest) => dataLanguageOf(req.headers.get('accept-language'))
/** A shortcut as the reader sees it: in the language of the request. */
const shown = (row: ShortcutRow, req: ApiRequest) => publicShortcut(localized<ShortcutRow>(row, languageOf(req)))

async function ownRows(db: Dexie, userId: string) {
  const rows = await db.table<ShortcutRow, string>('shortcuts').where('userId').equals(userId).toArray()
  return rows.sort((a, b) => a.position - b.position)
}

async function ownRow(db: Dexie, userId: string, id: string) {
  const row = await db.table<ShortcutRow, string>('shortcuts').get(id)
  if (!row || row.userId !== userId) throw notFound('Shortcut', id)
  return row
}

export const shortcutRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/common/shortcuts',
    // A shortcut into an app the role may not use (the access matrix) is kept but not offered.
    handler: async (req, { db }) =>
      (await ownRows(db, owner(req))).filter((s) => mayOpen(req.user!.role, s.link)).map((s) => shown(s, req)),
  },
  {
    method: 'POST',
    pattern: 'api/common/shortcuts',
    handler: async (req, { db }) => {
      const input = parse(shortcutSchema, bodyObject(req.body).shortcut, 'shortcut')
      // The first position is read in the write's transaction: shortcuts added at once keep distinct places.
      const row = await writeTx(db, ['shortcuts'], async () => {
        const first = (await ownRows(db, owner(req)))[0]
        return putRow(db, 'shortcuts', {
          ...input,
          id: newId(),
          userId: owner(req),
          position: (first?.position ?? 1) - 1,
        })
      })
      return publicShortcut(row)
    },
  },
  {
    method: 'PATCH',
    pattern: 'api/common/shortcuts',
    handler: async (req, { db }) => {
      const { id, body } = bodyWithId(req.body)
      // The template's form sends its own `id` inside the shortcut; another row's id is refused.
      const changes = dropEchoes(id, body.shortcut, 'shortcut')
      if (!changes || typeof changes !== 'object' || Array.isArray(changes))
        throw badRequest('shortcut', 'Expected an object')
      const stored = await ownRow(db, owner(req), id)
      // The change is checked as a whole shortcut, so a PATCH can never leave one invalid.
      const merged = parse(shortcutSchema, { ...shown(stored, req), ...changes }, 'shortcut')
      const edited = editLocalized<Shortcut>(stored, merged, languageOf(req)) as ShortcutRow
      return shown((await patchRow<ShortcutRow>(db, 'shortcuts', id, edited))!, req)
    },
  },
  {
    method: 'DELETE',
    pattern: 'api/common/shortcuts',
    handler: async (req, { db }) => {
      const id = requireParam(req.query, 'id')
      const row = await ownRow(db, owner(req), id)
      await deleteRow(db, 'shortcuts', id)
      return shown(row, req)
    },
  },
])
