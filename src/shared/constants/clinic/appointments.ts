/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

export const APPOINTMENT_STATES = [
  'scheduled',
  'confirmed',
  'checked-in',
  'in-progress',
  'completed',
  'cancelled',
  'no-show',
  'rescheduled',
] as const
export type AppointmentState = (typeof APPOINTMENT_STATES)[number]

/** States that hold the doctor's and the patient's time (cancelled, no-show and rescheduled free it). */
export const LIVE_STATES: readonly AppointmentState[] = [
  'scheduled',
  'confirmed',
  'checked-in',
  'in-progress',
  'completed',
]
export const isLive = (state: AppointmentState) => LIVE_STATES.includes(state)

export const EVENT_TYPES = ['confirm', 'check-in', 'start', 'finish', 'cancel', 'no-show', 'reschedule'] as const
export type AppointmentEventType = (typeof EVENT_TYPES)[number]

/** States an appointment never leaves. Here, apart from the machine, so pages that only read states load no XState. */
export const FINAL_STATES: readonly AppointmentState[] = ['completed', 'cancelled', 'no-show', 'rescheduled']
