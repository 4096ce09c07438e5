import { z } from 'zod'
import { entityId, isoDate, localDateTime, optionalText, requiredText, type Stamped } from './common'
import { personInputSchema } from './persons'
import {
  APPOINTMENT_STATES,
  EVENT_TYPES,
  type AppointmentEventType,
  type AppointmentState,
} from '../../constants/clinic/appointments'

export type { AppointmentEventType, AppointmentState }

export const appointmentCreateSchema = z.object({
  /** Required for staff; a patient account books for itself and may leave it out. */
  patientId: entityId.optional(),
  doctorId: entityId,
  procedureId: entityId,
  start: localDateTime,
  notes: optionalText(1000),
})
export type AppointmentCreateInput = z.input<typeof appointmentCreateSchema>

/** A patient account without a patient record may send its record along with its first booking. */
export const selfBookingSchema = (today?: string) =>
  appointmentCreateSchema.extend({ patient: personInputSchema(today).optional() })

export const appointmentEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('confirm') }),
    z.object({ type: z.literal('check-in') }),
    z.object({ type: z.literal('start') }),
    z.object({ type: z.literal('finish'), notes: optionalText(2000).optional() }),
    z.object({ type: z.literal('cancel'), reason: requiredText(300, 3) }),
    z.object({ type: z.literal('no-show') }),
    z.object({ type: z.literal('reschedule'), start: localDateTime, doctorId: entityId.optional() }),
  ],
  { error: `One of ${EVENT_TYPES.join(', ')}` },
)
export type AppointmentEventInput = z.input<typeof appointmentEventSchema>
export type AppointmentEvent = z.output<typeof appointmentEventSchema>

export interface HistoryEntry {
  /** UTC instant of the change. */
  at: string
  from: AppointmentState | null
  to: AppointmentState
  /** The event that caused it (`create` for the first entry). */
  event: AppointmentEventType | 'create'
  /** User id of who did it. */
  by: string | null
  reason?: string
}

export interface Appointment extends Stamped {
  patientId: string
  doctorId: string
  procedureId: string
  /** Local wall-clock start and end (end = start + the procedure's duration), YYYY-MM-DDTHH:mm. */
  start: string
  end: string
  /** The procedure's buffers and price at booking time, so later catalogue edits never move bookings. */
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
  price: number
  state: AppointmentState
  notes: string
  cancelReason: string | null
  /** The appointment this one replaced, and the one that replaced it. */
  rescheduledFromId: string | null
  rescheduledToId: string | null
  history: HistoryEntry[]
  createdAt: string
  createdBy: string | null
}

/** An appointment as the API answers it: the row plus what a list or agenda shows of its references. */
export interface AppointmentView extends Appointment {
  patient: { id: string; fullName: string; documentNumber: string; phone: string } | null
  doctor: { id: string; name: string; color: string; specialtyId: string } | null
  procedure: { id: string; code: string; name: string; durationMinutes: number } | null
}

export const appointmentListQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  doctorId: entityId.optional(),
  patientId: entityId.optional(),
  state: z.enum(APPOINTMENT_STATES, { error: `One of ${APPOINTMENT_STATES.join(', ')}` }).optional(),
})
