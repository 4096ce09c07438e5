import { z } from 'zod'
import { isoDate, optionalText, requiredText, type Stamped } from './common'
import { DOCUMENT_TYPES, SEXES, type DocumentType, type Sex } from '../../constants/clinic/persons'

export type { DocumentType, Sex }

const phone = z
  .string({ error: 'Required' })
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Use digits, spaces, dashes, an optional leading +')

/** Local date of a Date, YYYY-MM-DD (the clinic's "today"). */
const localDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

export const emergencyContactSchema = z.object({
  name: requiredText(120),
  phone,
  relationship: optionalText(40),
})
export type EmergencyContact = z.infer<typeof emergencyContactSchema>

/**
 * A patient (persona) as created or, merged over the stored row, as patched. `today` is the clinic's
 * date (YYYY-MM-DD) used for "birth date not in the future"; the server passes its own clock.
 */
export function personInputSchema(today: string = localDate(new Date())) {
  return z.object({
    documentType: z.enum(DOCUMENT_TYPES, { error: `One of ${DOCUMENT_TYPES.join(', ')}` }),
    documentNumber: z
      .string({ error: 'Required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,20}$/, '4 to 20 letters, digits or dashes'),
    names: requiredText(80),
    surnames: requiredText(80),
    birthDate: isoDate
      .refine((v) => v <= today, 'Must not be in the future')
      .refine((v) => v >= '1900-01-01', 'Must be after 1900'),
    sex: z.enum(SEXES, { error: `One of ${SEXES.join(', ')}` }),
    phone,
    /** Optional; when given it must be valid. */
    email: z
      .union([z.literal(''), z.string().trim().toLowerCase().email('Must be a valid email address')])
      .default('')
      .transform((v) => v || null)
      .nullable(),
    address: optionalText(200),
    emergencyContact: emergencyContactSchema.nullable().default(null),
    notes: optionalText(2000),
    active: z.boolean({ error: 'Must be true or false' }).default(true),
  })
}
export type PersonInput = z.input<ReturnType<typeof personInputSchema>>
export type PersonData = z.output<ReturnType<typeof personInputSchema>>

/** A stored patient: the input plus `fullName` ("names surnames", for search and sort) and stamps. */
export interface Person extends PersonData, Stamped {
  fullName: string
  createdAt: string
}
