import { z } from 'zod'
import { contactEmailSchema, contactPhoneSchema, type Contact, type ContactPatch } from '@/shared/schemas/contacts'

/** The edit form's values: dates as the date input gives them ('' when blank), texts never null. */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters'),
  emails: z.array(contactEmailSchema),
  phoneNumbers: z.array(contactPhoneSchema),
  title: z.string().trim().max(120, 'At most 120 characters'),
  company: z.string().trim().max(120, 'At most 120 characters'),
  birthday: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date')]),
  address: z.string().trim().max(500, 'At most 500 characters'),
  notes: z.string().max(20_000, 'At most 20000 characters'),
  tags: z.array(z.string()),
})
export type ContactFormInput = z.input<typeof contactFormSchema>
export type ContactFormValues = z.output<typeof contactFormSchema>

export function toFormValues(c: Contact): ContactFormInput {
  return {
    name: c.name,
    emails: c.emails.map((e) => ({ ...e })),
    phoneNumbers: c.phoneNumbers.map((p) => ({ ...p })),
    title: c.title ?? '',
    company: c.company ?? '',
    birthday: c.birthday ? c.birthday.slice(0, 10) : '',
    address: c.address ?? '',
    notes: c.notes ?? '',
    tags: [...c.tags],
  }
}

/** An empty editor leaves markup like '<br>' or '<p></p>'; that is no note. */
const blankHtml = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') === ''

export function toPatch(v: ContactFormValues): ContactPatch {
  return {
    ...v,
    birthday: v.birthday ? `${v.birthday}T12:00:00.000Z` : null,
    address: v.address || null,
    notes: blankHtml(v.notes) ? null : v.notes,
  }
}
