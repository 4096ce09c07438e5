import { assertEvent, assign, setup } from 'xstate'
import { dateOf } from './time'

/**
 * The appointment lifecycle, shared by the handlers (accept or refuse an event) and the UI (which
 * actions to offer). Every event carries `at`, the local wall-clock now, so the machine stays pure and
 * "no-show only after the start" and "check-in and start only on the appointment's day" are decided
 * here, not by a clock inside.
 */
export interface AppointmentMachineContext {
  start: string
  cancelReason: string | null
}

export type AppointmentMachineEvent =
  | { type: 'appointment.confirm'; at: string }
  | { type: 'appointment.check-in'; at: string }
  | { type: 'appointment.start'; at: string }
  | { type: 'appointment.finish'; at: string }
  | { type: 'appointment.cancel'; at: string; reason: string }
  | { type: 'appointment.no-show'; at: string }
  | { type: 'appointment.reschedule'; at: string }

const checkIn = { target: 'checked-in', guard: 'onTheDay' } as const
const cancel = { target: 'cancelled', guard: 'hasReason', actions: 'keepReason' } as const

export const appointmentMachine = setup({
  types: {
    context: {} as AppointmentMachineContext,
    events: {} as AppointmentMachineEvent,
    input: {} as { start: string },
  },
  guards: {
    hasReason: ({ event }) => {
      assertEvent(event, 'appointment.cancel')
      return event.reason.trim().length >= 3
    },
    startReached: ({ context, event }) => event.at >= context.start,
    // A visit is opened on its own day: a check-in two days early would hold a room nobody is in.
    onTheDay: ({ context, event }) => dateOf(event.at) === dateOf(context.start),
  },
  actions: {
    keepReason: assign({
      cancelReason: ({ event }) => {
        assertEvent(event, 'appointment.cancel')
        return event.reason.trim()
      },
    }),
  },
}).createMachine({
  id: 'appointment',
  initial: 'scheduled',
  context: ({ input }) => ({ start: input.start, cancelReason: null }),
  states: {
    scheduled: {
      on: {
        'appointment.confirm': 'confirmed',
        'appointment.check-in': checkIn,
        'appointment.cancel': cancel,
        'appointment.no-show': { target: 'no-show', guard: 'startReached' },
        'appointment.reschedule': 'rescheduled',
      },
    },
    confirmed: {
      on: {
        'appointment.check-in': checkIn,
        'appointment.cancel': cancel,
        'appointment.no-show': { target: 'no-show', guard: 'startReached' },
        'appointment.reschedule': 'rescheduled',
      },
    },
    'checked-in': {
      on: {
        'appointment.start': { target: 'in-progress', guard: 'onTheDay' },
        'appointment.cancel': cancel,
      },
    },
    'in-progress': { on: { 'appointment.finish': 'completed' } },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
    'no-show': { type: 'final' },
    rescheduled: { type: 'final' },
  },
})
