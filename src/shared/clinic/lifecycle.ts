import { transition, type SnapshotFrom } from 'xstate'
import { EVENT_TYPES, type AppointmentEventType, type AppointmentState } from '../constants/clinic/appointments'
import { appointmentMachine, type AppointmentMachineEvent } from './appointment.machine'

type Snapshot = SnapshotFrom<typeof appointmentMachine>

/** The machine's snapshot for a stored appointment (the UI starts its actor from it). */
export function appointmentSnapshot(appointment: {
  state: AppointmentState
  start: string
  cancelReason?: string | null
}): Snapshot {
  return appointmentMachine.resolveState({
    value: appointment.state,
    context: { start: appointment.start, cancelReason: appointment.cancelReason ?? null },
  })
}

/** The machine event for an API event type. */
export function machineEvent(type: AppointmentEventType, at: string, reason = ''): AppointmentMachineEvent {
  return type === 'cancel'
    ? { type: 'appointment.cancel', at, reason }
    : ({ type: `appointment.${type}`, at } as AppointmentMachineEvent)
}

/**
 * The state after an event, or null when the lifecycle refuses it (illegal in that state, a cancel
 * without a reason, a no-show before the start).
 */
export function nextState(
  appointment: { state: AppointmentState; start: string; cancelReason?: string | null },
  event: AppointmentMachineEvent,
): AppointmentState | null {
  const snapshot = appointmentSnapshot(appointment)
  if (!snapshot.can(event)) return null
  const [next] = transition(appointmentMachine, snapshot, event)
  return next.value as AppointmentState
}

/**
 * The API event types the lifecycle accepts now. `cancel` is listed when a reason would make it
 * legal (the UI asks for the reason).
 */
export function allowedEvents(
  appointment: { state: AppointmentState; start: string },
  now: string,
): AppointmentEventType[] {
  const snapshot = appointmentSnapshot(appointment)
  return EVENT_TYPES.filter((type) => snapshot.can(machineEvent(type, now, 'a reason')))
}
