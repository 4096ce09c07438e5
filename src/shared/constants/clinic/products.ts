/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

export const PRODUCT_UNITS = ['unit', 'box', 'bottle', 'pack', 'tube', 'vial', 'pair'] as const
export type ProductUnit = (typeof PRODUCT_UNITS)[number]

export const MOVEMENT_TYPES = ['in', 'out', 'adjustment'] as const
export type MovementType = (typeof MOVEMENT_TYPES)[number]
