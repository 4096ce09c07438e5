import { z } from 'zod'
import { entityId, money, optionalText, requiredText, type Stamped } from './common'

/** Specialties, procedure categories and product categories share one small shape. */
export const namedInputSchema = z.object({
  name: requiredText(80),
  description: optionalText(500),
})
export type NamedInput = z.input<typeof namedInputSchema>
export interface Named extends z.output<typeof namedInputSchema>, Stamped {}
export type Specialty = Named
export type ProcedureCategory = Named
export type ProductCategory = Named

export const minutes = (max: number) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .max(max, `At most ${max}`)

export const procedureInputSchema = z.object({
  code: z
    .string({ error: 'Required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,20}$/, '2 to 20 letters, digits or dashes'),
  name: requiredText(120),
  categoryId: entityId,
  description: optionalText(1000),
  durationMinutes: z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .positive('Must be more than 0')
    .max(600, 'At most 600')
    .refine((v) => v % 5 === 0, 'Must be a multiple of 5'),
  price: money,
  bufferBeforeMinutes: minutes(120).default(0),
  bufferAfterMinutes: minutes(120).default(0),
  active: z.boolean({ error: 'Must be true or false' }).default(true),
})
export type ProcedureInput = z.input<typeof procedureInputSchema>
export interface Procedure extends z.output<typeof procedureInputSchema>, Stamped {}
