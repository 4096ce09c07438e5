/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

/** 0 low, 1 normal, 2 high. */
export const PRIORITIES = [0, 1, 2] as const
export type Priority = (typeof PRIORITIES)[number]

export const TASK_TITLE_MAX = 500
