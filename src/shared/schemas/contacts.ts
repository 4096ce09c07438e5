import { z } from 'zod'

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

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`)

export const contactEmailSchema = z.object({
  email: z.string().trim().toLowerCase().email('Must be a valid email address'),
  label: text(40),
})

export const contactPhoneSchema = z.object({
  country: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'Must be a two-letter country code'),
  phoneNumber: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(30, 'At most 30 characters')
    .regex(/^[0-9 ()+.-]+$/, 'Only digits, spaces and ( ) + . -'),
  label: text(40),
})

const birthday = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Must be an ISO date')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Must be an ISO date')
  .nullable()

/** The fields a PATCH may change; every field optional, unknown fields refused. */
export const contactPatchSchema = z
  .object({
    name: text(120).min(1, 'Required'),
    avatar: z.string().max(1_500_000, 'Image too large').nullable(),
    background: z.string().max(2000).nullable(),
    emails: z.array(contactEmailSchema).max(20, 'At most 20 emails'),
    phoneNumbers: z.array(contactPhoneSchema).max(20, 'At most 20 phone numbers'),
    title: text(120),
    company: text(120),
    birthday,
    address: text(500).nullable(),
    notes: z.string().max(20_000, 'At most 20000 characters').nullable(),
    tags: z.array(z.string().min(1)).max(50),
  })
  .partial()
  .strict()
export type ContactPatch = z.infer<typeof contactPatchSchema>

export const tagInputSchema = z.object({ title: text(40).min(1, 'Required') }).strict()
export type TagInput = z.infer<typeof tagInputSchema>
