import { DASHBOARDS, type DashboardKey, type DashboardRow } from '@/shared/schemas/dashboards'
import { notFound } from '../router/http-error'
import { defineRoutes, type Route } from '../router/types'

/** GET api/dashboards/<name>: the dashboard's data as seeded (dates relative to the moment of seeding). */
const dashboardRoute = (key: DashboardKey): Route => ({
  method: 'GET',
  pattern: `api/dashboards/${key}`,
  handler: async (_req, ctx) => {
    const row = await ctx.db.table<DashboardRow>('dashboards').where('key').equals(key).first()
    // Only a reset in progress (tables cleared, not yet seeded again) leaves a dashboard missing.
    if (!row) throw notFound('Dashboard', key)
    return row.data
  },
})

export const dashboardsRoutes = defineRoutes(DASHBOARDS.map(dashboardRoute))
