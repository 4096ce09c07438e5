import type { Activity } from '@/shared/schemas/dashboards'
import { dataLanguageOf, localized, type DataLanguage } from '@/shared/data-language'
import { defineRoutes } from '../router/types'

const FIELDS = [
  'id',
  'icon',
  'image',
  'description',
  'date',
  'extraContent',
  'linkedContent',
  'link',
  'useRouter',
] as const

/** The contract's fields only (rows also carry sync stamps); optional fields stay absent rather than null. */
function toActivity(stored: Activity, lang: DataLanguage): Activity {
  const row = localized<Activity>(stored, lang)
  const out: Record<string, unknown> = {}
  for (const f of FIELDS) if (row[f] !== undefined) out[f] = row[f]
  return out as unknown as Activity
}

export const activitiesRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/pages/activities',
    // Newest first, as the feed reads.
    // In the reader's language (Accept-Language), as the help center.
    handler: async (req, ctx): Promise<Activity[]> => {
      const lang = dataLanguageOf(req.headers.get('accept-language'))
      return (await ctx.db.table<Activity>('activities').orderBy('date').reverse().toArray()).map((row) =>
        toActivity(row, lang),
      )
    },
  },
])
