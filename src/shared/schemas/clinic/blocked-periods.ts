import { z } from 'zod'
import { isoDate, requiredText, type Stamped } from './common'

/** A clinic-wide closure (holiday): whole days from `from` to `to`, both included. */
export const blockedPeriodInputSchema = z
  .object({ from: isoDate, to: isoDate, reason: requiredText(120) })
  .refine((v) => v.from <= v.to, { message: 'Must not be before from', path: ['to'] })
export type BlockedPeriodInput = z.input<typeof blockedPeriodInputSchema>
export interface BlockedPeriod extends z.output<typeof blockedPeriodInputSchema>, Stamped {}
