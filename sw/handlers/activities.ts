import type { Activity } from '@/shared/schemas/dashboards'
import { defineRoutes } from '../router/types'

const FIELDS = ['id', 'icon', 'image', 'description', 'date', 'extraContent', 'linkedContent', 'link', 'useRouter'] as const

/** The contract's fields only (rows also carry sync stamps); optional fields stay absent rather than null. */
function toActivity(row: Activity): Activity {
  const out: Record<string, unknown> = {}
  for (const f of FIELDS) if (row[f] !== undefined) out[f] = row[f]
  return out as unknown as Activity
}

export const activitiesRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/pages/activities',
    // Newest first, as the feed reads.
    handler: async (_req, ctx): Promise<Activity[]> => (await ctx.db.table<Activity>('activities').orderBy('date').reverse().toArray()).map(toActivity),
  },
])
