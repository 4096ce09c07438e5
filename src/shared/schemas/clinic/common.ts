import { z } from 'zod'
import { idText, requiredName, text } from '../fields'

/**
 * Shared formats of the clinic domain. Calendar times (appointment start/end, working hours, slots) are
 * local wall-clock strings without a zone: the clinic's time is the device's local time, and a time
 * written "2025-03-10T09:30" means half past nine at the clinic whatever the offset or DST. Audit stamps
 * (createdAt, history.at, movement.at, updatedAt) are UTC instants (`Date.toISOString()`).
 */

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/
export const DATETIME_RE = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:00(\.000)?)?$/

/** True for a real calendar date in YYYY-MM-DD (rejects 2025-02-30). */
export function isRealDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const t = new Date(Date.UTC(y, m - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d
}

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z
  .string({ error: 'Required' })
  .regex(DATE_RE, 'Use the format YYYY-MM-DD')
  .refine(isRealDate, 'Not a real date')

/** A time of day, HH:mm (00:00–23:59). */
export const timeOfDay = z.string({ error: 'Required' }).regex(TIME_RE, 'Use the format HH:mm')

/** A local wall-clock moment, YYYY-MM-DDTHH:mm (":00" seconds accepted and dropped). */
export const localDateTime = z
  .string({ error: 'Required' })
  .regex(DATETIME_RE, 'Use the format YYYY-MM-DDTHH:mm')
  .refine((v) => isRealDate(v.slice(0, 10)), 'Not a real date')
  .transform((v) => v.slice(0, 16))

export const entityId = idText(64)

export const requiredText = (max: number, min = 1) =>
  min === 1 ? requiredName(max) : requiredName(max).min(min, `At least ${min} characters`)

/** Optional free text; long ones (notes, descriptions) are written in text areas and keep their line breaks. */
export const optionalText = (max: number) => text(max, { multiline: max >= 500 }).default('')

/** Money: >= 0 with at most two decimals. */
export const money = z
  .number({ error: 'Must be a number' })
  .min(0, 'Must be 0 or more')
  .max(10_000_000, 'Too large')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'At most two decimals')

export const hexColor = z
  .string({ error: 'Required' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1e88e5')
  .transform((v) => v.toLowerCase())

/** Query of every paged list: zero-based `page`, `size` 1–500, `search`, `sort`, `order`, `active`. */
export const listQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .default(0),
  size: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be 1 or more')
    .max(500, 'At most 500')
    .default(10),
  search: text(100).default(''),
  sort: text(60).optional(),
  order: z.enum(['asc', 'desc'], { error: "Use 'asc' or 'desc'" }).default('asc'),
  active: z.enum(['true', 'false'], { error: "Use 'true' or 'false'" }).optional(),
})
export type ListQuery = z.infer<typeof listQuerySchema>

/**
 * Paging of every list answer. `page` is zero-based; `lastPage` is the index of the last page (0 when
 * empty); `startIndex`/`endIndex` are the zero-based indexes of the first and last item of this page
 * (`endIndex = startIndex - 1` when the page is empty).
 */
export interface Pagination {
  length: number
  size: number
  page: number
  lastPage: number
  startIndex: number
  endIndex: number
}

export interface Page<T> {
  items: T[]
  pagination: Pagination
}

/** The fields every stored row carries (see src/shared/db/mutate.ts). */
export interface Stamped {
  id: string
  updatedAt: string
  version: number
}

/**
 * What a refusal is about, so that a screen can say it in the reader's language: names as stored, `date`
 * as YYYY-MM-DD, `time` and `hours` as HH:mm or HH:mm–HH:mm.
 */
export interface RuleParams {
  doctor?: string
  procedure?: string
  date?: string
  time?: string
  hours?: string
  reason?: string
}

/** Body of every 409 a clinic rule answers: `rule` names the rule, `clash` the appointment it meets. */
export interface RuleConflict {
  error: string
  rule: RuleName
  field?: string
  /** `name` is who is double-booked: the doctor (doctor-overlap) or the patient (patient-overlap). */
  clash?: { id: string; start: string; end: string; doctorId: string; patientId: string; name: string }
  params?: RuleParams
  /** in-use: how many records still use the one asked to delete. */
  count?: number
}

export const RULES = [
  'past', // start before now (create, reschedule)
  'doctor-inactive',
  'procedure-inactive',
  'patient-inactive',
  'doctor-procedure', // the doctor does not perform the procedure
  'blocked-day', // a clinic-wide blocked period covers the day
  'exception-off', // the doctor's exception marks the day off
  'not-working', // the doctor's weekly plan has no hours that weekday
  'outside-hours', // the appointment starts before or ends after the working hours
  'break', // the appointment crosses a break
  'doctor-overlap', // clashes with another live appointment of the doctor (buffers included)
  'patient-overlap', // clashes with another live appointment of the patient (buffers included)
  'illegal-transition', // the lifecycle machine refuses the event in the current state
  'unique', // a unique field (document, licence, code, sku, name) is taken
  'in-use', // a record still referenced cannot be deleted
  'stock-negative', // a movement would take the stock below 0
  'patient-record', // a patient account without a patient record
] as const
export type RuleName = (typeof RULES)[number]
