import { z } from 'zod'
import { USER_STATUSES, type UserStatus } from '../constants/auth'

export type { UserStatus }

export const ROLES = ['admin', 'reception', 'doctor', 'patient'] as const
export type Role = (typeof ROLES)[number]

export const email = z.string().trim().toLowerCase().email('Must be a valid email address')

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Required'),
})
export type SignInInput = z.infer<typeof signInSchema>

export const password = z.string().min(6, 'At least 6 characters').max(128, 'At most 128 characters')

export const signUpSchema = z.object({
  name: z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters'),
  email,
  password,
  company: z.string().trim().max(120).optional().default(''),
})
export type SignUpInput = z.input<typeof signUpSchema>

/** The sign-up form: the API's fields plus the terms box, which never leaves the page. */
export const signUpFormSchema = signUpSchema.extend({
  agree: z.boolean().refine((v) => v, 'You must accept the terms'),
})
export type SignUpFormInput = z.input<typeof signUpFormSchema>

// Email verification codes (SPEC sections 5 and 9); CODE_LENGTH and RESEND_SECONDS are in constants/auth.
export const CODE_TTL_MS = 10 * 60_000
export const CODE_MAX_TRIES = 5
/** Password reset links stay valid this long. */
export const RESET_TTL_MS = 60 * 60_000

export const verifyCodeSchema = z.object({
  email,
  code: z.string().regex(/^\d{4}$/, 'Must be 4 digits'),
})
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>

export const emailOnlySchema = z.object({ email })
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>

export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, 'Required'),
  password,
})

/** The reset form: the new password typed twice. */
export const resetPasswordFormSchema = z
  .object({ password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'Passwords do not match' })
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>

/** The envelope of the real back end's calls (configuration, verify and resend code). */
export interface Envelope {
  exito: boolean
  mensaje: string
}

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
