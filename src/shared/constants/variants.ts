/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

export const POSITIONS = ['GK', 'DF', 'MF', 'FW'] as const
export type Position = (typeof POSITIONS)[number]
