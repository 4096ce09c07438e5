import { describe, expect, it } from 'vitest'
import { addDays, addMinutes, eachDate, localDateTime, overlaps, toAxis, weekdayOf } from './time'
import { windowsOf, workingDay } from './working-time'
import { freeSlots } from './slots'
import { scheduleGrid } from './schedule'
import { checkBooking, type BookedSlot } from './rules'
import type { Doctor } from '../schemas/clinic/doctors'

const MON = '2030-01-14'
const doctor: Pick<Doctor, 'id' | 'name' | 'active' | 'procedureIds' | 'plan' | 'exceptions' | 'slotMinutes'> = {
  id: 'd',
  name: 'Dra. Prueba',
  active: true,
  procedureIds: ['p', 'b'],
  slotMinutes: 20,
  plan: [{ weekday: 1, start: '09:00', end: '12:00', breaks: [{ start: '10:00', end: '10:20' }] }],
  exceptions: [],
}
const proc = {
  id: 'p',
  name: 'Consulta',
  active: true,
  durationMinutes: 20,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
}
const buffered = { ...proc, id: 'b', bufferBeforeMinutes: 5, bufferAfterMinutes: 10 }
const patient = { id: 'pa', active: true }
const appt = (start: string, minutes: number, extra: Partial<BookedSlot> = {}): BookedSlot => ({
  id: `a-${start}`,
  start: `${MON}T${start}`,
  end: addMinutes(`${MON}T${start}`, minutes),
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  state: 'scheduled',
  doctorId: 'd',
  patientId: 'someone',
  ...extra,
})
const world = (appointments: BookedSlot[] = [], now = `${MON}T00:00`) => ({ now, blocked: [], appointments })
const free = (appointments: BookedSlot[] = [], p = proc, now?: string) =>
  freeSlots({ doctor, procedure: p, patient }, MON, world(appointments, now)).slots.map((s) => s.slice(11))

describe('wall-clock time', () => {
  it('adds minutes and days across month ends and DST dates without drifting', () => {
    expect(addMinutes('2030-01-31T23:50', 20)).toBe('2030-02-01T00:10')
    expect(addMinutes('2030-03-31T01:30', 60)).toBe('2030-03-31T02:30') // a DST night in Europe
    expect(addDays('2030-03-30', 1)).toBe('2030-03-31')
    expect(addDays('2030-10-27', 1)).toBe('2030-10-28')
    expect(eachDate('2030-02-27', '2030-03-02')).toEqual(['2030-02-27', '2030-02-28', '2030-03-01', '2030-03-02'])
    expect(weekdayOf(MON)).toBe(1)
    expect(weekdayOf('2030-01-20')).toBe(7)
    expect(localDateTime(new Date(2030, 0, 14, 9, 5))).toBe('2030-01-14T09:05')
  })

  it('treats intervals as half-open', () => {
    expect(overlaps({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false)
    expect(overlaps({ start: 0, end: 11 }, { start: 10, end: 20 })).toBe(true)
    expect(overlaps({ start: 12, end: 13 }, { start: 10, end: 20 })).toBe(true)
    expect(toAxis('2030-01-14T10:00') - toAxis('2030-01-14T09:30')).toBe(30)
  })
})

describe('working time', () => {
  it('cuts breaks out of the hours', () => {
    expect(
      windowsOf({
        start: '08:00',
        end: '18:00',
        breaks: [
          { start: '13:00', end: '14:00' },
          { start: '10:00', end: '10:15' },
        ],
      }),
    ).toEqual([
      { start: '08:00', end: '10:00' },
      { start: '10:15', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ])
  })

  it('lets holidays beat exceptions, a day off beat other hours, and the latest exception beat older ones', () => {
    const d = {
      plan: doctor.plan,
      exceptions: [
        {
          from: '2030-01-01',
          to: '2030-01-31',
          kind: 'hours' as const,
          start: '15:00',
          end: '19:00',
          breaks: [],
          reason: 'Turno tarde',
        },
        {
          from: '2030-01-14',
          to: '2030-01-14',
          kind: 'hours' as const,
          start: '08:00',
          end: '09:00',
          breaks: [],
          reason: 'Solo temprano',
        },
        { from: '2030-01-15', to: '2030-01-16', kind: 'off' as const, breaks: [], reason: 'Vacaciones' },
      ],
    }
    expect(workingDay(d, MON, []).windows).toEqual([{ start: '08:00', end: '09:00' }])
    expect(workingDay(d, '2030-01-15', []).closed).toEqual({ rule: 'exception-off', reason: 'Vacaciones' })
    expect(workingDay(d, '2030-01-20', []).windows).toEqual([{ start: '15:00', end: '19:00' }]) // a Sunday, by exception
    expect(workingDay(d, MON, [{ from: MON, to: MON, reason: 'Feriado' }]).closed).toEqual({
      rule: 'blocked-day',
      reason: 'Feriado',
    })
    expect(workingDay({ plan: doctor.plan, exceptions: [] }, '2030-01-15', []).closed?.rule).toBe('not-working')
  })
})

describe('free slots', () => {
  it('walks the grid inside each window', () => {
    expect(free()).toEqual(['09:00', '09:20', '09:40', '10:20', '10:40', '11:00', '11:20', '11:40'])
  })

  it('drops taken times and adds the moment right after an appointment', () => {
    expect(free([appt('09:05', 20)])).toEqual(['09:25', '09:40', '10:20', '10:40', '11:00', '11:20', '11:40'])
    // Cancelled and other doctors' appointments do not take time.
    expect(free([appt('09:00', 20, { state: 'cancelled' }), appt('09:20', 20, { doctorId: 'other' })])).toHaveLength(8)
  })

  it('keeps both sides’ buffers', () => {
    // 09:40–10:00 holding 09:40–10:10 (10 after): a buffered 20-minute procedure needs 5 before.
    expect(free([appt('09:40', 20, { bufferAfterMinutes: 10 })], buffered)).toEqual([
      '09:00',
      '10:20',
      '10:40',
      '11:00',
      '11:20',
      '11:40',
    ])
    expect(free([appt('10:40', 20, { bufferBeforeMinutes: 10 })], buffered)).toEqual([
      '09:00',
      '09:20',
      '09:40',
      '11:05',
      '11:20',
      '11:40',
    ])
  })

  it('leaves out the patient’s other appointments', () => {
    const elsewhere = appt('11:00', 30, { doctorId: 'other', patientId: 'pa' })
    // 11:30, right after it, is offered although it is off the grid.
    expect(free([elsewhere])).toEqual(['09:00', '09:20', '09:40', '10:20', '10:40', '11:30', '11:40'])
  })

  it('offers nothing before now and explains a closed day', () => {
    expect(free([], proc, `${MON}T10:30`)).toEqual(['10:40', '11:00', '11:20', '11:40'])
    const closed = freeSlots({ doctor, procedure: proc, patient }, '2030-01-15', world())
    expect(closed).toMatchObject({ slots: [], windows: [], unavailable: { rule: 'not-working' } })
    const notPerformed = freeSlots({ doctor, procedure: { ...proc, id: 'x' }, patient }, MON, world())
    expect(notPerformed.unavailable?.rule).toBe('doctor-procedure')
  })

  it('only offers starts that checkBooking accepts', () => {
    const taken = [appt('09:05', 20), appt('11:10', 20, { bufferAfterMinutes: 10 })]
    const w = world(taken)
    const offered = freeSlots({ doctor, procedure: buffered, patient }, MON, w).slots
    expect(offered.length).toBeGreaterThan(0)
    for (const start of offered) expect(checkBooking({ start, doctor, procedure: buffered, patient }, w)).toBeNull()
  })
})

describe('schedule grid', () => {
  it('cuts each window into slot-sized pieces and drops a short last piece', () => {
    const grid = scheduleGrid({ ...doctor, slotMinutes: 25 }, MON, [])
    expect(grid.map((s) => `${s.start.slice(11)}-${s.end.slice(11)}`)).toEqual([
      '09:00-09:25',
      '09:25-09:50',
      '10:20-10:45',
      '10:45-11:10',
      '11:10-11:35',
      '11:35-12:00',
    ])
    expect(scheduleGrid(doctor, MON, [{ from: MON, to: MON, reason: 'Feriado' }])).toEqual([])
  })
})
