import { z } from 'zod'
import { idText, imageSource, isIsoDate, requiredName, text } from './fields'

export interface ContactEmail {
  email: string
  label: string
}

export interface ContactPhone {
  /** Two-letter lower-case iso code of a seeded country. */
  country: string
  phoneNumber: string
  label: string
}

export interface Contact {
  id: string
  /** The stored row's version: an update sends it back so that a stale one is refused (409). */
  version?: number
  avatar: string | null
  background: string | null
  name: string
  emails: ContactEmail[]
  phoneNumbers: ContactPhone[]
  title: string
  company: string
  /** ISO date (yyyy-mm-dd or a full ISO timestamp) or null. */
  birthday: string | null
  address: string | null
  /** Rich text (HTML); sanitised whenever it is rendered. */
  notes: string | null
  /** Tag ids. */
  tags: string[]
}

export interface Country {
  id: string
  iso: string
  name: string
  code: string
  flagImagePos: string
}

export interface ContactTag {
  id: string
  title: string
}

export const contactEmailSchema = z.object({
  email: z.string().trim().toLowerCase().email('Must be a valid email address'),
  label: text(40),
})

export const contactPhoneSchema = z.object({
  country: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'Must be a two-letter country code'),
  phoneNumber: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(30, 'At most 30 characters')
    .regex(/^[0-9 ()+.-]+$/, 'Only digits, spaces and ( ) + . -'),
  label: text(40),
})

const birthday = z.string().trim().refine(isIsoDate, 'Must be an ISO date').nullable()

/** The fields a PATCH may change; every field optional, unknown fields refused. */
export const contactPatchSchema = z
  .object({
    name: requiredName(120),
    avatar: imageSource(1_500_000).nullable(),
    background: imageSource(2000).nullable(),
    emails: z.array(contactEmailSchema).max(20, 'At most 20 emails'),
    phoneNumbers: z.array(contactPhoneSchema).max(20, 'At most 20 phone numbers'),
    title: text(120),
    company: text(120),
    birthday,
    address: text(500, { multiline: true }).nullable(),
    notes: text(20_000, { multiline: true }).nullable(),
    tags: z.array(idText()).max(50),
  })
  .partial()
  .strict()
export type ContactPatch = z.infer<typeof contactPatchSchema>

export const tagInputSchema = z.object({ title: requiredName(40) }).strict()
export type TagInput = z.infer<typeof tagInputSchema>
