import { z } from 'zod'
import { USER_STATUSES, type UserStatus } from '../constants/auth'
import { NOTIFICATION_KINDS, type NotificationKind } from '../constants/notifications'
import { idText, imageSource, requiredName, text } from './fields'
import type { DeviceSyncHint } from '../sync/device-meta'

export type { UserStatus }

export const ROLES = ['admin', 'reception', 'doctor', 'patient'] as const
export type Role = (typeof ROLES)[number]

export const email = z.string().trim().toLowerCase().email('Must be a valid email address')

export const signInSchema = z.object({
  email,
  password: text(1000, { trim: false }).min(1, 'Required'),
})
export type SignInInput = z.infer<typeof signInSchema>

export const password = text(128, { trim: false }).min(6, 'At least 6 characters')

export const signUpSchema = z.object({
  name: requiredName(80).min(2, 'At least 2 characters'),
  email,
  password,
  company: text(120).optional().default(''),
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
  token: idText(4000),
  password,
})

/** The reset form: the new password typed twice. */
export const resetPasswordFormSchema = z
  .object({ password, confirm: text(128, { trim: false }) })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'Passwords do not match' })
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>

/** A signed-in user changing its password: the current one proves it is them. */
export const changePasswordSchema = z
  .object({ currentPassword: text(1000, { trim: false }).min(1, 'Required'), newPassword: password })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Must differ from the current password',
  })
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/** The change-password form: the API's fields plus the new password typed again. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: text(1000, { trim: false }).min(1, 'Required'),
    newPassword: password,
    confirm: text(128, { trim: false }),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Must differ from the current password',
  })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: 'Passwords do not match' })
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>

/** The envelope of the real back end's calls (configuration, verify and resend code). */
export interface Envelope {
  exito: boolean
  mensaje: string
  /** On a refused verify-code: how many more tries the pending code takes. */
  triesLeft?: number
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
  scheme?: 'light' | 'dark' | 'auto'
  /** The kinds of notification this user turned off (`NOTIFICATION_KINDS`); none by default. */
  mutedNotifications: NotificationKind[]
}

export const userPatchSchema = z
  .object({
    name: requiredName(80).min(2, 'At least 2 characters'),
    email,
    avatar: imageSource(2_000_000).nullable(),
    about: text(1000, { multiline: true }),
    status: z.enum(USER_STATUSES),
    scheme: z.enum(['light', 'dark', 'auto']),
    mutedNotifications: z
      .array(z.enum(NOTIFICATION_KINDS))
      .max(NOTIFICATION_KINDS.length)
      .refine((kinds) => new Set(kinds).size === kinds.length, 'Kind given twice'),
  })
  .partial()
  .strict()

export interface Session {
  user: User
  accessToken: string
  tokenType: 'bearer'
  /** The device's sync as the worker knows it (absent from older workers and the template's back end). */
  sync?: DeviceSyncHint
}
