import { z } from 'zod'

export const ROLES = ['admin', 'reception', 'doctor', 'patient'] as const
export type Role = (typeof ROLES)[number]

export const USER_STATUSES = ['online', 'away', 'busy', 'not-visible'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

export const email = z.string().trim().toLowerCase().email('Must be a valid email address')

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Required'),
})
export type SignInInput = z.infer<typeof signInSchema>

export const signUpSchema = z.object({
  name: z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters'),
  email,
  password: z.string().min(6, 'At least 6 characters').max(128, 'At most 128 characters'),
  company: z.string().trim().max(120).optional().default(''),
})
export type SignUpInput = z.input<typeof signUpSchema>

/** The signed-in user as every `api/*` answer gives it (never with the password hash). */
export interface User {
  id: string
  name: string
  email: string
  username: string
  avatar: string | null
  status: UserStatus
  about: string
  role: Role
  /** The person record behind the account; the classy layout signs out a user without one. */
  person: { id: string; name: string } | null
  /** Preferred colour scheme saved on the server. */
  scheme?: 'light' | 'dark'
}

export const userPatchSchema = z
  .object({
    name: z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters'),
    email,
    avatar: z.string().max(2_000_000, 'Image too large').nullable(),
    about: z.string().max(1000, 'At most 1000 characters'),
    status: z.enum(USER_STATUSES),
    scheme: z.enum(['light', 'dark']),
  })
  .partial()
  .strict()

export interface Session {
  user: User
  accessToken: string
  tokenType: 'bearer'
}
