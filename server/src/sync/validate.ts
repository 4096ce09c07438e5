import { z } from 'zod'
import { appointmentCreateSchema } from '@/shared/schemas/clinic/appointments'
import { blockedPeriodInputSchema } from '@/shared/schemas/clinic/blocked-periods'
import { namedInputSchema, procedureInputSchema } from '@/shared/schemas/clinic/catalog'
import { entityId, localDateTime, money } from '@/shared/schemas/clinic/common'
import { doctorInputSchema } from '@/shared/schemas/clinic/doctors'
import { personInputSchema } from '@/shared/schemas/clinic/persons'
import { productInputSchema } from '@/shared/schemas/clinic/products'
import { APPOINTMENT_STATES } from '@/shared/constants/clinic/appointments'
import { supportRequestSchema } from '@/shared/schemas/support'

const minutes = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(0, 'Must be 0 or more')
  .max(24 * 60, 'Too large')

/** A stored appointment: what booking asks for, plus what booking worked out and the lifecycle keeps. */
const appointmentRowSchema = appointmentCreateSchema
  .extend({
    patientId: entityId,
    end: localDateTime,
    state: z.enum(APPOINTMENT_STATES, { error: `One of ${APPOINTMENT_STATES.join(', ')}` }),
    bufferBeforeMinutes: minutes,
    bufferAfterMinutes: minutes,
    price: money,
  })
  .refine((a) => a.end > a.start, { message: 'Must be after start', path: ['end'] })

/** A filed request: what the form asks for, and who filed it. */
const supportRequestRowSchema = supportRequestSchema.extend({
  userId: z.string().min(1, 'Required'),
  email: z.string(),
  name: z.string(),
  createdAt: z.string().min(1, 'Required'),
})

/** The latest calendar date anywhere now, so a birth date "today" on a device east of the server passes. */
const latestToday = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10)

/**
 * The shared schemas a pushed row must pass, by table: the same ones the worker's handlers parse
 * requests with. Tables of the other apps, whose schemas describe patches rather than rows, are checked
 * for the row's shape only.
 */
/** The person schema depends on the day (no birth date in the future): built once a day, not once a row. */
let personSchema: { day: string; schema: z.ZodType } | undefined
function personSchemaFor(day: string): z.ZodType {
  if (personSchema?.day !== day) personSchema = { day, schema: personInputSchema(day) }
  return personSchema.schema
}

function schemaOf(table: string, now: Date): z.ZodType | undefined {
  switch (table) {
    case 'persons':
      return personSchemaFor(latestToday(now))
    case 'doctors':
      return doctorInputSchema
    case 'procedures':
      return procedureInputSchema
    case 'specialties':
    case 'procedureCategories':
    case 'clinicProductCategories':
      return namedInputSchema
    case 'blockedPeriods':
      return blockedPeriodInputSchema
    case 'clinicProducts':
      return productInputSchema
    case 'appointments':
      return appointmentRowSchema
    case 'supportRequests':
      return supportRequestRowSchema
    default:
      return undefined
  }
}

export interface Invalid {
  field: string
  message: string
}

/** Why a pushed row is not a valid row of `table`, or null when it is. */
export function invalidRow(table: string, rowId: string, row: unknown, now = new Date()): Invalid | null {
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    return { field: 'row', message: 'Must be an object' }
  const r = row as Record<string, unknown>
  if (r.id !== rowId) return { field: 'row.id', message: 'Must equal rowId' }
  if (typeof r.updatedAt !== 'string') return { field: 'row.updatedAt', message: 'Required' }
  const result = schemaOf(table, now)?.safeParse(row)
  if (!result || result.success) return null
  const issue = result.error.issues[0]!
  return { field: ['row', ...issue.path.map(String)].join('.'), message: issue.message }
}
