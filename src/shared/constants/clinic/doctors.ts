/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
export type Weekday = (typeof WEEKDAYS)[number]
