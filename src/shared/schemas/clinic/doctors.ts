import { z } from 'zod'
import { entityId, hexColor, isoDate, optionalText, requiredText, timeOfDay, type Stamped } from './common'
import { WEEKDAYS, type Weekday } from '../../constants/clinic/doctors'

export type { Weekday }

export const timeRangeSchema = z
  .object({ start: timeOfDay, end: timeOfDay })
  .refine((r) => r.start < r.end, { message: 'Must end after it starts', path: ['end'] })
export type TimeRange = z.infer<typeof timeRangeSchema>

/** Hours of one day: a start, an end and the breaks inside them (sorted, not overlapping). */
const dayHoursShape = {
  start: timeOfDay,
  end: timeOfDay,
  breaks: z.array(timeRangeSchema).max(6, 'At most 6 breaks').default([]),
}

function checkHours(v: { start: string; end: string; breaks: TimeRange[] }, ctx: z.RefinementCtx) {
  if (v.start >= v.end) ctx.addIssue({ code: 'custom', message: 'Must end after it starts', path: ['end'] })
  const sorted = [...v.breaks].sort((a, b) => a.start.localeCompare(b.start))
  sorted.forEach((b, i) => {
    const at = v.breaks.indexOf(b)
    if (b.start <= v.start || b.end >= v.end)
      ctx.addIssue({ code: 'custom', message: 'Must be inside the working hours', path: ['breaks', at] })
    const prev = sorted[i - 1]
    if (prev && b.start < prev.end)
      ctx.addIssue({ code: 'custom', message: 'Overlaps another break', path: ['breaks', at] })
  })
}

export const planDaySchema = z
  .object({
    weekday: z.union(
      WEEKDAYS.map((d) => z.literal(d)),
      { error: 'Use 1 (Monday) to 7 (Sunday)' },
    ),
    ...dayHoursShape,
  })
  .superRefine(checkHours)
export type PlanDay = z.output<typeof planDaySchema>

/** An exception over a date range: other hours (`kind: 'hours'`) or a day off (`kind: 'off'`). */
export const exceptionSchema = z
  .object({
    id: entityId.optional(),
    from: isoDate,
    to: isoDate,
    kind: z.enum(['hours', 'off'], { error: "Use 'hours' or 'off'" }),
    start: timeOfDay.optional(),
    end: timeOfDay.optional(),
    breaks: z.array(timeRangeSchema).max(6, 'At most 6 breaks').default([]),
    reason: optionalText(120),
  })
  .superRefine((v, ctx) => {
    if (v.from > v.to) ctx.addIssue({ code: 'custom', message: 'Must not be before from', path: ['to'] })
    if (v.kind === 'hours') {
      if (!v.start) ctx.addIssue({ code: 'custom', message: 'Required for other hours', path: ['start'] })
      if (!v.end) ctx.addIssue({ code: 'custom', message: 'Required for other hours', path: ['end'] })
      if (v.start && v.end) checkHours({ start: v.start, end: v.end, breaks: v.breaks }, ctx)
    }
  })
export type DoctorException = z.output<typeof exceptionSchema> & { id: string }

export const doctorInputSchema = z
  .object({
    name: requiredText(120),
    specialtyId: entityId,
    licence: z
      .string({ error: 'Required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,20}$/, '3 to 20 letters, digits or dashes'),
    color: hexColor,
    email: z.union([z.literal(''), z.string().trim().toLowerCase().email('Must be a valid email address')]).default(''),
    phone: optionalText(30),
    active: z.boolean({ error: 'Must be true or false' }).default(true),
    procedureIds: z.array(entityId).max(200).default([]),
    /** Step of the bookable grid and of generated schedule slots, in minutes. */
    slotMinutes: z
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(5, 'At least 5')
      .max(120, 'At most 120')
      .refine((v) => v % 5 === 0, 'Must be a multiple of 5')
      .default(15),
    plan: z.array(planDaySchema).max(7).default([]),
    exceptions: z.array(exceptionSchema).max(100, 'At most 100 exceptions').default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>()
    v.plan.forEach((d, i) => {
      if (seen.has(d.weekday))
        ctx.addIssue({ code: 'custom', message: 'Weekday given twice', path: ['plan', i, 'weekday'] })
      seen.add(d.weekday)
    })
  })
export type DoctorInput = z.input<typeof doctorInputSchema>

export interface Doctor extends Omit<z.output<typeof doctorInputSchema>, 'exceptions'>, Stamped {
  exceptions: DoctorException[]
}
