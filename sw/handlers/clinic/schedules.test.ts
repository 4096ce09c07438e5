import { describe, expect, it } from 'vitest'
import { ID, MON, SAT, THU_OTHER_HOURS, TUE_HOLIDAY, WED_OFF, book, worldEach } from '../../../tests/setup/clinic-world'

const w = worldEach()

const slots = (query: Record<string, string>) =>
  w.h.call('GET', 'api/medical/slots', { query: { doctorId: ID.d1, procedureId: ID.cons, date: MON, ...query } })
const times = (res: { body: any }) => res.body.slots.map((s: string) => s.slice(11))
/** Dra. Uno's free start times on Monday for a 30-minute consultation: 09:00–12:00 and 13:00–17:00. */
const D1_MONDAY = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
]

describe('GET api/medical/slots', () => {
  it('answers the free start times of the day on the doctor’s grid, breaks cut out', async () => {
    const res = await slots({})
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      date: MON,
      doctorId: ID.d1,
      procedureId: ID.cons,
      durationMinutes: 30,
      unavailable: null,
    })
    expect(res.body.windows).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ])
    expect(times(res)).toEqual(D1_MONDAY)
    // The hour-long procedure starts no later than an hour before each window ends.
    expect(times(await slots({ procedureId: ID.long }))).toEqual(
      D1_MONDAY.filter((t) => t !== '11:30' && t !== '16:30'),
    )
  })

  it('leaves out taken times, buffers included, and offers the moment right after an appointment', async () => {
    await book(w, { start: `${MON}T10:00`, procedureId: ID.buf }) // holds 09:50–10:40
    expect(times(await slots({})).slice(0, 4)).toEqual(['09:00', '10:40', '11:00', '11:30'])
    // Every offered time can really be booked.
    for (const start of (await slots({})).body.slots) {
      const res = await book(w, { start, patientId: ID.pb })
      expect(res.status, start).toBe(201)
      await w.h.call('POST', `api/medical/appointments/${res.body.id}/events`, {
        body: { type: 'cancel', reason: 'Solo prueba' },
      })
    }
  })

  it('leaves out the patient’s busy times with patientId, and ignores an appointment being rescheduled', async () => {
    const other = await book(w, { start: `${MON}T09:00`, doctorId: ID.d2 })
    expect(times(await slots({ patientId: ID.pa }))[0]).toBe('09:30')
    expect(times(await slots({}))[0]).toBe('09:00')
    const own = await book(w, { start: `${MON}T11:00` })
    expect(times(await slots({}))).not.toContain('11:00')
    // Being rescheduled, its time no longer holds the patient: the same hour with another doctor is a move.
    expect(times(await slots({ doctorId: ID.d2, patientId: ID.pa }))).not.toContain('11:00')
    expect(times(await slots({ doctorId: ID.d2, patientId: ID.pa, excludeAppointmentId: own.body.id }))).toContain(
      '11:00',
    )
    expect(other.status).toBe(201)
  })

  it('does not offer an appointment being rescheduled its own time with its own doctor', async () => {
    const own = await book(w, { start: `${MON}T11:00` })
    const moves = times(await slots({ patientId: ID.pa, excludeAppointmentId: own.body.id }))
    expect(moves).toEqual(D1_MONDAY.filter((t) => t !== '11:00'))
  })

  it('offers nothing in the past', async () => {
    w.h.setNow(new Date(2030, 0, 14, 10, 10))
    expect(times(await slots({}))[0]).toBe('10:30')
    w.h.setNow(new Date(2030, 0, 14, 18, 0))
    expect((await slots({})).body).toMatchObject({ slots: [], unavailable: { rule: 'past' } })
  })

  it('says why a day cannot be booked', async () => {
    expect((await slots({ date: TUE_HOLIDAY })).body).toMatchObject({ slots: [], unavailable: { rule: 'blocked-day' } })
    expect((await slots({ date: WED_OFF })).body).toMatchObject({ slots: [], unavailable: { rule: 'exception-off' } })
    expect((await slots({ date: '2030-01-20' })).body.unavailable.rule).toBe('not-working')
    expect((await slots({ procedureId: ID.odo })).body.unavailable.rule).toBe('doctor-procedure')
    expect((await slots({ doctorId: ID.d3 })).body.unavailable.rule).toBe('doctor-inactive')
    expect(times(await slots({ date: THU_OTHER_HOURS }))).toEqual([
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ])
  })

  it('answers 404 for unknown records and 400 for bad parameters', async () => {
    expect((await slots({ doctorId: 'nope' })).body).toMatchObject({ field: 'doctorId', id: 'nope' })
    expect((await slots({ procedureId: 'nope' })).status).toBe(404)
    expect((await slots({ date: '' })).body.field).toBe('date')
    expect((await slots({ date: '14/01/2030' })).body.field).toBe('date')
    expect((await w.h.call('GET', 'api/medical/slots', { query: { date: MON } })).body.field).toBe('doctorId')
  })
})

describe('POST api/medical/schedules/generate', () => {
  const generate = (body: unknown) => w.h.call('POST', 'api/medical/schedules/generate', { body })

  it('builds each active doctor’s grid from plans, exceptions and holidays and counts booked slots', async () => {
    const appt = await book(w, { start: `${MON}T10:00` })
    const res = await generate({ from: MON, to: '2030-01-20' })
    expect(res.status).toBe(200)
    const d1 = res.body.doctors.find((d: any) => d.doctorId === ID.d1)
    const d2 = res.body.doctors.find((d: any) => d.doctorId === ID.d2)
    // Mon 14 + Thu (exception 14–18) 8 + Fri 14 + Sat (exception 10–12) 4; Tue holiday and Wed off.
    expect(d1).toMatchObject({ name: 'Dra. Uno', days: 4, slots: 40, booked: 1, free: 39, replaced: 0 })
    expect(d2).toMatchObject({ days: 4, slots: 32, booked: 0 })
    expect(res.body.doctors.map((d: any) => d.doctorId)).not.toContain(ID.d3)
    expect(res.body.totals).toEqual({ slots: 72, booked: 1, free: 71 })
    // Appointments are never touched.
    expect((await w.h.call('GET', `api/medical/appointments/${appt.body.id}`)).body).toMatchObject({
      version: 1,
      state: 'scheduled',
    })
  })

  it('regenerates: replaces the days, drops days no longer worked, and lists the grid with booked flags', async () => {
    await generate({ from: MON, to: '2030-01-20', doctorIds: [ID.d1] })
    const patched = await w.h.call('PATCH', `api/medical/doctors/${ID.d1}`, {
      body: { plan: [{ weekday: 1, start: '09:00', end: '10:00', breaks: [] }], exceptions: [] },
    })
    expect(patched.status, JSON.stringify(patched.body)).toBe(200)
    const again = await generate({ from: MON, to: '2030-01-20', doctorIds: [ID.d1] })
    expect(again.body.doctors).toEqual([expect.objectContaining({ doctorId: ID.d1, days: 1, slots: 2, replaced: 40 })])
    await book(w, { start: `${MON}T09:30` })
    const list = await w.h.call('GET', 'api/medical/schedules', { query: { from: MON, to: SAT, doctorId: ID.d1 } })
    expect(list.body.items).toHaveLength(1)
    expect(list.body.items[0]).toMatchObject({
      doctorId: ID.d1,
      date: MON,
      slots: [
        { start: `${MON}T09:00`, end: `${MON}T09:30`, booked: false },
        { start: `${MON}T09:30`, end: `${MON}T10:00`, booked: true },
      ],
    })
  })

  it('answers 400 for a bad range and 404 for an unknown doctor', async () => {
    expect((await generate({ from: MON })).body.field).toBe('to')
    expect((await generate({ from: SAT, to: MON })).body.field).toBe('to')
    expect((await generate({ from: MON, to: '2030-06-01' })).body).toMatchObject({
      field: 'to',
      reason: 'At most 92 days',
    })
    expect((await generate({ from: MON, to: MON, doctorIds: [ID.d1, 'nope'] })).body).toMatchObject({
      field: 'doctorIds.1',
      id: 'nope',
    })
    expect((await w.h.call('GET', 'api/medical/schedules', { query: { from: MON } })).body.field).toBe('to')
  })
})

describe('GET api/medical/dashboard', () => {
  it('sums the day by state, lists the next patients and the doctors on duty', async () => {
    const a = await book(w, { start: `${MON}T09:00` })
    const b = await book(w, { start: `${MON}T10:00`, patientId: ID.pb })
    await book(w, { start: `${MON}T09:30`, doctorId: ID.d2, patientId: ID.pb })
    const c = await book(w, { start: `${MON}T11:00` })
    await w.h.call('POST', `api/medical/appointments/${c.body.id}/events`, {
      body: { type: 'cancel', reason: 'No puede venir' },
    })
    await w.h.call('POST', `api/medical/appointments/${a.body.id}/events`, { body: { type: 'check-in' } })
    await w.h.call('POST', `api/medical/appointments/${a.body.id}/events`, { body: { type: 'start' } })
    const res = await w.h.call('GET', 'api/medical/dashboard')
    expect(res.body).toMatchObject({ date: MON, now: `${MON}T08:00`, total: 4, lowStockProducts: 0 })
    expect(res.body.byState).toMatchObject({ scheduled: 2, 'in-progress': 1, cancelled: 1, completed: 0 })
    expect(res.body.next.map((x: any) => x.start.slice(11))).toEqual(['09:00', '09:30', '10:00'])
    expect(res.body.doctorsOnDuty).toEqual([
      expect.objectContaining({
        doctorId: ID.d2,
        appointments: 1,
        currentAppointmentId: null,
        specialtyName: 'Odontología',
      }),
      expect.objectContaining({
        doctorId: ID.d1,
        appointments: 2,
        currentAppointmentId: a.body.id,
        windows: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
      }),
    ])
    const mine = await w.h.call('GET', 'api/medical/dashboard', { token: w.tokens.patient })
    expect(mine.body).toMatchObject({ total: 2, lowStockProducts: null })
    expect(mine.body.next.map((x: any) => x.id)).toEqual([a.body.id])
    expect((await w.h.call('GET', 'api/medical/dashboard', { query: { date: TUE_HOLIDAY } })).body).toMatchObject({
      total: 0,
      doctorsOnDuty: [],
    })
    expect((await w.h.call('GET', 'api/medical/dashboard', { query: { date: 'hoy' } })).body.field).toBe('date')
    expect(b.status).toBe(201)
  })
})
