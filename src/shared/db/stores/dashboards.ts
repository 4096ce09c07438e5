/** Read-only demo pages: one row per dashboard (`key`: project, analytics, finance, crypto) and the activity feed. */
export const dashboardsStores = {
  dashboards: 'id, &key',
  activities: 'id, date',
}
