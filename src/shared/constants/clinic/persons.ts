/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

export const DOCUMENT_TYPES = ['national-id', 'foreign-id', 'passport', 'other'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

export const SEXES = ['female', 'male', 'other'] as const
export type Sex = (typeof SEXES)[number]
