import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { appointmentMachine, type AppointmentMachineEvent } from './appointment.machine'
import { allowedEvents, appointmentSnapshot, machineEvent, nextState } from './lifecycle'
import type { AppointmentEventType, AppointmentState } from '../schemas/clinic/appointments'

const START = '2025-03-10T10:00'
const BEFORE = '2025-03-10T09:00'
const AFTER = '2025-03-10T10:05'

/** Drives a fresh actor through API event types and answers the states it passed. */
function walk(types: Array<AppointmentEventType | [AppointmentEventType, string]>, at = AFTER) {
  const actor = createActor(appointmentMachine, { input: { start: START } }).start()
  const states: string[] = [actor.getSnapshot().value as string]
  for (const t of types) {
    const [type, reason] = Array.isArray(t) ? t : [t, '']
    actor.send(machineEvent(type, at, reason))
    states.push(actor.getSnapshot().value as string)
  }
  return { states, snapshot: actor.getSnapshot() }
}

describe('appointment machine: every path', () => {
  it('scheduled → confirmed → checked-in → in-progress → completed', () => {
    const { states, snapshot } = walk(['confirm', 'check-in', 'start', 'finish'])
    expect(states).toEqual(['scheduled', 'confirmed', 'checked-in', 'in-progress', 'completed'])
    expect(snapshot.status).toBe('done')
  })

  it('scheduled → checked-in directly (walk-in without confirming) → in-progress → completed', () => {
    expect(walk(['check-in', 'start', 'finish']).states).toEqual([
      'scheduled',
      'checked-in',
      'in-progress',
      'completed',
    ])
  })

  it.each([
    [['cancel'] as const, 'scheduled'],
    [['confirm', 'cancel'] as const, 'confirmed'],
    [['confirm', 'check-in', 'cancel'] as const, 'checked-in'],
  ])('cancels with a reason: %s from %s', (path, _from) => {
    const types = path.map((t) =>
      t === 'cancel' ? (['cancel', 'El paciente viaja'] as [AppointmentEventType, string]) : t,
    )
    const { states, snapshot } = walk(types)
    expect(states.at(-1)).toBe('cancelled')
    expect(snapshot.context.cancelReason).toBe('El paciente viaja')
    expect(snapshot.status).toBe('done')
  })

  it('refuses a cancel without a reason (or with blanks)', () => {
    expect(walk([['cancel', '']]).states.at(-1)).toBe('scheduled')
    expect(walk([['cancel', '   ']]).states.at(-1)).toBe('scheduled')
    expect(walk([['cancel', 'no']]).states.at(-1)).toBe('scheduled')
  })

  it('marks no-show from scheduled and confirmed only once the start has come', () => {
    expect(walk(['no-show'], BEFORE).states.at(-1)).toBe('scheduled')
    expect(walk(['no-show'], START).states.at(-1)).toBe('no-show')
    expect(walk(['confirm', 'no-show'], BEFORE).states.at(-1)).toBe('confirmed')
    expect(walk(['confirm', 'no-show'], AFTER).states.at(-1)).toBe('no-show')
  })

  it('reschedules from scheduled and confirmed', () => {
    expect(walk(['reschedule']).states.at(-1)).toBe('rescheduled')
    expect(walk(['confirm', 'reschedule']).states.at(-1)).toBe('rescheduled')
  })

  it('refuses what a state does not allow', () => {
    expect(walk(['start']).states.at(-1)).toBe('scheduled')
    expect(walk(['finish']).states.at(-1)).toBe('scheduled')
    expect(walk(['confirm', 'confirm']).states.at(-1)).toBe('confirmed')
    expect(walk(['check-in', 'no-show']).states.at(-1)).toBe('checked-in')
    expect(walk(['check-in', 'reschedule']).states.at(-1)).toBe('checked-in')
    expect(walk(['check-in', 'start', ['cancel', 'Se fue']]).states.at(-1)).toBe('in-progress')
  })
})

describe('lifecycle helpers', () => {
  const finals: AppointmentState[] = ['completed', 'cancelled', 'no-show', 'rescheduled']

  it('resolves a stored state and applies events through the machine', () => {
    const appt = { state: 'confirmed' as AppointmentState, start: START }
    expect(appointmentSnapshot(appt).value).toBe('confirmed')
    expect(nextState(appt, machineEvent('check-in', BEFORE))).toBe('checked-in')
    expect(nextState(appt, machineEvent('start', BEFORE))).toBeNull()
    expect(nextState({ state: 'in-progress', start: START }, machineEvent('finish', AFTER))).toBe('completed')
  })

  it('accepts nothing on a final state', () => {
    const events: AppointmentMachineEvent[] = (
      ['confirm', 'check-in', 'start', 'finish', 'no-show', 'reschedule'] as const
    ).map((t) => machineEvent(t, AFTER))
    events.push(machineEvent('cancel', AFTER, 'Una razón'))
    for (const state of finals) {
      for (const e of events) expect(nextState({ state, start: START }, e)).toBeNull()
      expect(allowedEvents({ state, start: START }, AFTER)).toEqual([])
    }
  })

  it('lists the actions the UI may offer', () => {
    expect(allowedEvents({ state: 'scheduled', start: START }, BEFORE)).toEqual([
      'confirm',
      'check-in',
      'cancel',
      'reschedule',
    ])
    expect(allowedEvents({ state: 'scheduled', start: START }, AFTER)).toEqual([
      'confirm',
      'check-in',
      'cancel',
      'no-show',
      'reschedule',
    ])
    expect(allowedEvents({ state: 'confirmed', start: START }, AFTER)).toEqual([
      'check-in',
      'cancel',
      'no-show',
      'reschedule',
    ])
    expect(allowedEvents({ state: 'checked-in', start: START }, AFTER)).toEqual(['start', 'cancel'])
    expect(allowedEvents({ state: 'in-progress', start: START }, AFTER)).toEqual(['finish'])
  })
})

describe('check-in and start happen on the appointment’s day only', () => {
  // The visit is on Monday the 10th; a desk that opens it on another day is refused.
  const DAY_BEFORE = '2025-03-09T10:00'
  const DAY_AFTER = '2025-03-11T08:00'
  const SAME_DAY_EARLY = '2025-03-10T07:30'
  const SAME_DAY_LATE = '2025-03-10T23:59'

  it('refuses check-in on another day, from scheduled and confirmed', () => {
    for (const state of ['scheduled', 'confirmed'] as const) {
      expect(nextState({ state, start: START }, machineEvent('check-in', DAY_BEFORE))).toBeNull()
      expect(nextState({ state, start: START }, machineEvent('check-in', DAY_AFTER))).toBeNull()
      expect(nextState({ state, start: START }, machineEvent('check-in', SAME_DAY_EARLY))).toBe('checked-in')
      expect(nextState({ state, start: START }, machineEvent('check-in', SAME_DAY_LATE))).toBe('checked-in')
    }
  })

  it('refuses start on another day', () => {
    const appt = { state: 'checked-in' as AppointmentState, start: START }
    expect(nextState(appt, machineEvent('start', DAY_BEFORE))).toBeNull()
    expect(nextState(appt, machineEvent('start', DAY_AFTER))).toBeNull()
    expect(nextState(appt, machineEvent('start', SAME_DAY_EARLY))).toBe('in-progress')
  })

  it('does not offer check-in or start on another day', () => {
    expect(allowedEvents({ state: 'scheduled', start: START }, DAY_BEFORE)).toEqual(['confirm', 'cancel', 'reschedule'])
    expect(allowedEvents({ state: 'confirmed', start: START }, DAY_AFTER)).toEqual(['cancel', 'no-show', 'reschedule'])
    expect(allowedEvents({ state: 'checked-in', start: START }, DAY_AFTER)).toEqual(['cancel'])
  })
})
