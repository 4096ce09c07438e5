import { DASHBOARDS, type DashboardKey, type DashboardRow } from '@/shared/schemas/dashboards'
import { dataLanguageOf } from '@/shared/data-language'
import { notFound } from '../router/http-error'
import { defineRoutes, type Route } from '../router/types'
import { withLegendsIn } from './dashboards-legends'

/** GET api/dashboards/<name>: the dashboard's data as seeded (dates relative to the moment of seeding), legends in the reader's language. */
const dashboardRoute = (key: DashboardKey): Route => ({
  method: 'GET',
  pattern: `api/dashboards/${key}`,
  handler: async (req, ctx) => {
    const row = await ctx.db.table<DashboardRow>('dashboards').where('key').equals(key).first()
    // Only a reset in progress (tables cleared, not yet seeded again) leaves a dashboard missing.
    if (!row) throw notFound('Dashboard', key)
    // Chart legends in the reader's language (Accept-Language), as the other data with words in it.
    return withLegendsIn(row.data, dataLanguageOf(req.headers.get('accept-language')))
  },
})

export const dashboardsRoutes = defineRoutes(DASHBOARDS.map(dashboardRoute))
