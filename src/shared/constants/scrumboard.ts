/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

/** Positions of lists and cards step by this much (SPEC section 9); see features/scrumboard/lib/positions. */
export const POSITION_STEP = 65536

export const BOARD_ICONS = ['layout-dashboard', 'calendar', 'user', 'briefcase', 'rocket', 'star'] as const
