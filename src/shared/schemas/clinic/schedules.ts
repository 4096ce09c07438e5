import { z } from 'zod'
import { entityId, isoDate, type Stamped } from './common'
import type { TimeRange } from './doctors'
import type { RuleName } from './common'

export const MAX_SCHEDULE_DAYS = 92

export const slotsQuerySchema = z.object({
  doctorId: entityId,
  procedureId: entityId,
  date: isoDate,
  /** Also leave out times when this patient is busy. */
  patientId: entityId.optional(),
  /** An appointment being rescheduled: its own time does not count as taken. */
  excludeAppointmentId: entityId.optional(),
})

/** GET api/medical/slots answer. */
export interface SlotsAnswer {
  date: string
  doctorId: string
  procedureId: string
  durationMinutes: number
  /** The doctor's working windows that day (breaks cut them), HH:mm. */
  windows: TimeRange[]
  /** Free start times, YYYY-MM-DDTHH:mm, ascending. */
  slots: string[]
  /** Why there is nothing to book that day, when so. */
  unavailable: { rule: RuleName; message: string } | null
}

export const generateSchedulesSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    doctorIds: z.array(entityId).max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from > v.to) ctx.addIssue({ code: 'custom', message: 'Must not be before from', path: ['to'] })
    const days = (Date.parse(`${v.to}T00:00Z`) - Date.parse(`${v.from}T00:00Z`)) / 86_400_000 + 1
    if (days > MAX_SCHEDULE_DAYS)
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_SCHEDULE_DAYS} days`, path: ['to'] })
  })
export type GenerateSchedulesInput = z.input<typeof generateSchedulesSchema>

/**
 * One doctor's generated bookable grid for one date (a materialised view of the working plan). The id
 * is `${doctorId}_${date}`, so generating again overwrites the day.
 */
export interface ScheduleDay extends Stamped {
  doctorId: string
  date: string
  slots: Array<{ start: string; end: string }>
  generatedAt: string
}

/** A generated day as GET api/medical/schedules answers it: each slot says if a live appointment meets it now. */
export interface ScheduleDayView extends Omit<ScheduleDay, 'slots'> {
  slots: Array<{ start: string; end: string; booked: boolean }>
}

export interface GenerateResultDoctor {
  doctorId: string
  name: string
  color: string
  /** Days in the range with working hours. */
  days: number
  slots: number
  /** Slots that overlap a live appointment at generation time. */
  booked: number
  free: number
  /** Slots of this doctor in the range before generating (replaced). */
  replaced: number
}

export interface GenerateResult {
  from: string
  to: string
  generatedAt: string
  doctors: GenerateResultDoctor[]
  totals: { slots: number; booked: number; free: number }
}

export const scheduleListQuerySchema = z.object({
  from: isoDate,
  to: isoDate,
  doctorId: entityId.optional(),
})
