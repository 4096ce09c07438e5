import { beforeEach, describe, expect, it } from 'vitest'
import {
  ID,
  MON,
  NEXT_MON,
  NOW,
  SAT,
  THU_OTHER_HOURS,
  TUE_HOLIDAY,
  WED_OFF,
  book,
  worldEach,
} from '../../../tests/setup/clinic-world'

const w = worldEach()

const at = (time: string, date = MON) => `${date}T${time}`
const expectRule = (res: { status: number; body: any }, rule: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(409)
  expect(res.body.rule).toBe(rule)
  expect(res.body.error).toContain(rule)
}
const expectBooked = (res: { status: number; body: any }) => expect(res.status, JSON.stringify(res.body)).toBe(201)

describe('POST api/medical/appointments', () => {
  it('creates a scheduled appointment with its end, buffers, price and first history entry', async () => {
    const res = await book(w, { start: at('10:00:00'), notes: 'Primera vez' })
    expectBooked(res)
    expect(res.body).toMatchObject({
      start: at('10:00'),
      end: at('10:30'),
      state: 'scheduled',
      price: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      notes: 'Primera vez',
      patient: { id: ID.pa, fullName: 'Ana Prueba' },
      doctor: { id: ID.d1, name: 'Dra. Uno' },
      procedure: { id: ID.cons, code: 'CON-1' },
      history: [{ from: null, to: 'scheduled', event: 'create', by: ID.reception }],
    })
    const read = await w.h.call('GET', `api/medical/appointments/${res.body.id}`)
    expect(read.body.id).toBe(res.body.id)
  })

  describe('the same doctor: half-open intervals', () => {
    beforeEach(async () => expectBooked(await book(w, { start: at('10:00') })))

    it.each(['10:00', '10:15', '09:45', '10:25', '09:35'])(
      'refuses %s against 10:00–10:30 and names the clash',
      async (time) => {
        const res = await book(w, { start: at(time), patientId: ID.pb })
        expectRule(res, 'doctor-overlap')
        expect(res.body.clash).toMatchObject({ start: at('10:00'), end: at('10:30'), doctorId: ID.d1 })
        // After the rule, the message speaks of the doctor and the time, not of the appointment's id.
        expect(res.body.clash.name).toBe('Dra. Uno')
        expect(res.body.error).toBe(`doctor-overlap: Dra. Uno already has an appointment on ${MON} at 10:00`)
      },
    )

    it('accepts back-to-back appointments on both sides', async () => {
      expectBooked(await book(w, { start: at('10:30'), patientId: ID.pb }))
      expectBooked(await book(w, { start: at('09:30'), patientId: ID.pb }))
    })

    it('lets a cancelled appointment free its time', async () => {
      const first = (await w.h.call('GET', 'api/medical/appointments', { query: { from: MON, to: MON } })).body.items[0]
      await w.h.call('POST', `api/medical/appointments/${first.id}/events`, {
        body: { type: 'cancel', reason: 'No puede venir' },
      })
      expectBooked(await book(w, { start: at('10:00'), patientId: ID.pb }))
    })
  })

  describe('buffers count for overlaps', () => {
    // 10:00–10:30 with 10 minutes before and after holds 09:50–10:40.
    beforeEach(async () => expectBooked(await book(w, { start: at('10:00'), procedureId: ID.buf })))

    it('refuses a neighbour inside the buffers', async () => {
      expectRule(await book(w, { start: at('10:30'), patientId: ID.pb }), 'doctor-overlap')
      expectRule(await book(w, { start: at('09:25'), patientId: ID.pb }), 'doctor-overlap')
    })

    it('accepts a neighbour right at the buffer edges', async () => {
      expectBooked(await book(w, { start: at('10:40'), patientId: ID.pb }))
      expectBooked(await book(w, { start: at('09:20'), patientId: ID.pb }))
    })

    it('adds both sides’ buffers between two buffered procedures', async () => {
      expectRule(await book(w, { start: at('10:45'), procedureId: ID.buf, patientId: ID.pb }), 'doctor-overlap')
      expectBooked(await book(w, { start: at('10:50'), procedureId: ID.buf, patientId: ID.pb }))
    })
  })

  it('refuses a patient in two places at once, buffers included, and allows back-to-back', async () => {
    expectBooked(await book(w, { start: at('10:00'), procedureId: ID.buf }))
    const clash = await book(w, { start: at('10:30'), doctorId: ID.d2 })
    expectRule(clash, 'patient-overlap')
    expect(clash.body.clash).toMatchObject({ patientId: ID.pa, start: at('10:00'), name: 'Ana Prueba' })
    expect(clash.body.error).toBe(`patient-overlap: Ana Prueba already has an appointment on ${MON} at 10:00`)
    expectBooked(await book(w, { start: at('10:40'), doctorId: ID.d2 }))
  })

  it('fits inside the working windows: not across the break, not outside the hours', async () => {
    expectRule(await book(w, { start: at('11:45') }), 'break')
    expectRule(await book(w, { start: at('12:30') }), 'break')
    expectRule(await book(w, { start: at('11:30'), procedureId: ID.long }), 'break')
    expectRule(await book(w, { start: at('08:30') }), 'outside-hours')
    const late = await book(w, { start: at('16:45') })
    expectRule(late, 'outside-hours')
    // What the refusal is about, for a screen to say in its own language.
    expect(late.body.params).toEqual({ doctor: 'Dra. Uno', date: MON, time: '16:45–17:15', hours: '09:00–17:00' })
    expect((await book(w, { start: at('12:30') })).body.params).toMatchObject({ hours: '12:00–13:00' })
    expectRule(await book(w, { start: at('23:45') }), 'outside-hours')
    expectBooked(await book(w, { start: at('11:30') }))
    expectBooked(await book(w, { start: at('13:00') }))
    expectBooked(await book(w, { start: at('16:30'), patientId: ID.pb }))
  })

  it('refuses blocked days, exception days off and days without hours', async () => {
    const holiday = await book(w, { start: at('10:00', TUE_HOLIDAY) })
    expectRule(holiday, 'blocked-day')
    expect(holiday.body.error).toContain('Feriado')
    expect(holiday.body.params).toMatchObject({ date: TUE_HOLIDAY, reason: expect.stringContaining('Feriado') })
    expectRule(await book(w, { start: at('10:00', WED_OFF) }), 'exception-off')
    const sunday = await book(w, { start: at('10:00', '2030-01-20') })
    expectRule(sunday, 'not-working')
    expect(sunday.body.params).toEqual({ doctor: 'Dra. Uno', date: '2030-01-20' })
  })

  it('uses exception hours instead of the plan, even on a day the plan does not work', async () => {
    expectRule(await book(w, { start: at('10:00', THU_OTHER_HOURS) }), 'outside-hours')
    expectBooked(await book(w, { start: at('14:00', THU_OTHER_HOURS) }))
    expectBooked(await book(w, { start: at('17:30', THU_OTHER_HOURS) }))
    expectBooked(await book(w, { start: at('10:00', SAT) }))
    expectRule(await book(w, { start: at('11:45', SAT) }), 'outside-hours')
  })

  it('refuses the past', async () => {
    w.h.setNow(new Date(2030, 0, 14, 10, 10))
    expectRule(await book(w, { start: at('10:00') }), 'past')
    expectBooked(await book(w, { start: at('10:30') }))
    expect(NOW.getHours()).toBe(8)
  })

  it('refuses a procedure the doctor does not perform, and inactive records', async () => {
    const res = await book(w, { start: at('10:00'), procedureId: ID.odo })
    expectRule(res, 'doctor-procedure')
    expect(res.body.error).toContain('Dra. Uno')
    expectRule(await book(w, { start: at('10:00'), doctorId: ID.d3 }), 'doctor-inactive')
    expectRule(await book(w, { start: at('10:00'), procedureId: ID.inactiveProc }), 'procedure-inactive')
    expectRule(await book(w, { start: at('10:00'), patientId: ID.pi }), 'patient-inactive')
    expectBooked(await book(w, { start: at('10:00'), doctorId: ID.d2, procedureId: ID.odo }))
  })

  it('answers 404 naming the unknown reference', async () => {
    for (const field of ['patientId', 'doctorId', 'procedureId']) {
      const res = await book(w, { start: at('10:00'), [field]: 'nope' })
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ id: 'nope', field })
    }
    expect((await w.h.call('GET', 'api/medical/appointments/nope')).status).toBe(404)
    expect((await w.h.call('POST', 'api/medical/appointments/nope/events', { body: { type: 'confirm' } })).status).toBe(
      404,
    )
  })

  it('answers 400 naming the missing or malformed field', async () => {
    const field = async (body: unknown) =>
      (await w.h.call('POST', 'api/medical/appointments', { body, token: w.tokens.reception })).body.field
    const ok = { patientId: ID.pa, doctorId: ID.d1, procedureId: ID.cons, start: at('10:00') }
    expect(await field({ ...ok, doctorId: undefined })).toBe('doctorId')
    expect(await field({ ...ok, procedureId: '' })).toBe('procedureId')
    expect(await field({ ...ok, patientId: undefined })).toBe('patientId')
    expect(await field({ ...ok, start: '2030-01-14 10:00' })).toBe('start')
    expect(await field({ ...ok, start: '2030-02-30T10:00' })).toBe('start')
    expect(await field({ ...ok, start: '2030-01-14T25:00' })).toBe('start')
    expect(await field({ ...ok, notes: 'x'.repeat(1001) })).toBe('notes')
    expect(await field([ok])).toBe('body')
    expect(await field('RAW:{bad json')).toBe('body')
  })
})

describe('GET api/medical/appointments', () => {
  it('lists a range by start with patient, doctor and procedure, filtered by doctor and state', async () => {
    expectBooked(await book(w, { start: at('11:00') }))
    expectBooked(await book(w, { start: at('09:00'), doctorId: ID.d2, patientId: ID.pb }))
    expectBooked(await book(w, { start: at('10:00', NEXT_MON) }))
    const day = await w.h.call('GET', 'api/medical/appointments', { query: { from: MON, to: MON } })
    expect(day.body.items.map((a: any) => [a.start, a.doctor.name])).toEqual([
      [at('09:00'), 'Dr. Dos'],
      [at('11:00'), 'Dra. Uno'],
    ])
    const d1 = await w.h.call('GET', 'api/medical/appointments', {
      query: { from: MON, to: NEXT_MON, doctorId: ID.d1 },
    })
    expect(d1.body.items).toHaveLength(2)
    const byPatient = await w.h.call('GET', 'api/medical/appointments', { query: { patientId: ID.pa } })
    expect(byPatient.body.items).toHaveLength(2)
    const confirmed = await w.h.call('GET', 'api/medical/appointments', {
      query: { from: MON, to: NEXT_MON, state: 'confirmed' },
    })
    expect(confirmed.body.items).toEqual([])
  })

  it('answers 400 for a missing or bad range', async () => {
    expect((await w.h.call('GET', 'api/medical/appointments', { query: { to: MON } })).body.field).toBe('from')
    expect((await w.h.call('GET', 'api/medical/appointments', { query: { from: MON } })).body.field).toBe('to')
    expect((await w.h.call('GET', 'api/medical/appointments', { query: { from: NEXT_MON, to: MON } })).body.field).toBe(
      'to',
    )
    expect(
      (await w.h.call('GET', 'api/medical/appointments', { query: { from: 'yesterday', to: MON } })).body.field,
    ).toBe('from')
    expect(
      (await w.h.call('GET', 'api/medical/appointments', { query: { from: MON, to: MON, state: 'lost' } })).body.field,
    ).toBe('state')
  })
})
