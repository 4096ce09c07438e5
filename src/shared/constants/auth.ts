/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

export const USER_STATUSES = ['online', 'away', 'busy', 'not-visible'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

// Email verification codes (SPEC sections 5 and 9).
export const CODE_LENGTH = 4
export const RESEND_SECONDS = 30
