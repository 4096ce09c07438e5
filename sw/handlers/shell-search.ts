import type { Role } from '@/shared/schemas/auth'
import { mayUse, type AppId } from '@/shared/access'
import { searchSchema, type SearchResultSet } from '@/shared/schemas/shell'
import { defineRoutes, type HandlerContext } from '../router/types'
import { bodyObject, parse } from '../router/validate'
import { DEFAULT_NAVIGATION, filterByRole, flattenBasic } from './shell-navigation'
import { fold, searchClinic } from './shell-search-clinic'

type Row = Record<string, unknown> & { id: string }

const hasTable = (ctx: HandlerContext, name: string) => ctx.db.tables.some((t) => t.name === name)

/**
 * Rows of another app's table whose `field` contains the query; none when that app is not installed or the
 * role may not read it (the access matrix).
 */
async function searchTable(
  ctx: HandlerContext,
  role: Role,
  app: AppId,
  table: string,
  field: string,
  text: string,
  sort: 'text' | 'number',
  sortField: string,
) {
  if (!hasTable(ctx, table) || !mayUse(role, app, 'read')) return []
  const { rows } = await ctx.query<Row>(table, {
    search: { fields: [field], text },
    sort: { field: sortField, order: 'asc', kind: sort },
  })
  return rows
}

/** Menu pages by title or subtitle, accents ignored ("clinica" finds "Clínica"). */
function searchPages(text: string, role: Role) {
  const folded = fold(text)
  return flattenBasic(filterByRole(DEFAULT_NAVIGATION, role))
    .filter((item) => fold(item.title).includes(folded) || fold(item.subtitle).includes(folded))
    .map(({ roles: _roles, ...item }) => ({ ...item, value: item.title ?? '' }))
}

export const searchRoutes = defineRoutes([
  {
    method: 'POST',
    pattern: 'api/common/search',
    handler: async (req, ctx) => {
      const { query } = parse(searchSchema, bodyObject(req.body))
      // The template's quirk, kept for its client: an empty query answers an object, not a list.
      if (query === '') return { results: [] }
      const text = query.toLowerCase()
      const [contacts, tasks, clinic] = await Promise.all([
        searchTable(ctx, req.user!.role, 'contacts', 'contacts', 'name', text, 'text', 'name'),
        searchTable(ctx, req.user!.role, 'tasks', 'tasks', 'title', text, 'number', 'order'),
        searchClinic(req, ctx, fold(text)),
      ])
      const sets: SearchResultSet[] = [
        {
          id: 'contacts',
          label: 'Contacts',
          results: contacts.map((c) => ({ ...c, link: `/apps/contacts/${c.id}`, value: String(c.name ?? '') })),
        },
        { id: 'pages', label: 'Pages', results: searchPages(text, req.user!.role) },
        {
          id: 'tasks',
          label: 'Tasks',
          results: tasks.map((t) => ({ ...t, link: `/apps/tasks/${t.id}`, value: String(t.title ?? '') })),
        },
        // The template's three sets keep their order; the clinic's follow them.
        ...clinic,
      ]
      return sets.filter((set) => set.results.length > 0)
    },
  },
])
