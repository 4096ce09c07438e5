/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

export const EMAIL_LABELS = ['Personal', 'Work'] as const
export const PHONE_LABELS = ['Mobile', 'Work', 'Home'] as const

/** Largest avatar file the contacts app stores (it becomes a data URL inside the contact row). */
export const AVATAR_MAX_BYTES = 1024 * 1024
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
