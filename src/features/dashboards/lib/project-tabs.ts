/** The tabs of the project dashboard; the route validates `?tab=` against them (a tiny module: it loads with the route). */
export const PROJECT_TABS = ['home', 'budget', 'team'] as const
export type ProjectTab = (typeof PROJECT_TABS)[number]
