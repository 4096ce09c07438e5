import { beforeEach, describe, expect, it } from 'vitest'
import { ID, MON, NEXT_MON, TUE_HOLIDAY, book, createWorld, type World } from '../../../tests/setup/clinic-world'

let w: World
let id: string
beforeEach(async () => {
  w = await createWorld()
  const res = await book(w, { start: `${MON}T10:00` })
  expect(res.status).toBe(201)
  id = res.body.id
})

const send = (body: unknown, token = w.tokens.reception, target = id) =>
  w.h.call('POST', `api/medical/appointments/${target}/events`, { body, token })

describe('POST api/medical/appointments/:id/events', () => {
  it('walks the whole lifecycle and records each change with time and author', async () => {
    expect((await send({ type: 'confirm' })).body.state).toBe('confirmed')
    expect((await send({ type: 'check-in' })).body.state).toBe('checked-in')
    expect((await send({ type: 'start' }, w.tokens.doctor1)).body.state).toBe('in-progress')
    const done = await send({ type: 'finish', notes: 'Todo bien' }, w.tokens.doctor1)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ state: 'completed', notes: 'Todo bien' })
    expect(done.body.history.map((h: any) => [h.from, h.to, h.event, h.by])).toEqual([
      [null, 'scheduled', 'create', ID.reception],
      ['scheduled', 'confirmed', 'confirm', ID.reception],
      ['confirmed', 'checked-in', 'check-in', ID.reception],
      ['checked-in', 'in-progress', 'start', ID.doctor1],
      ['in-progress', 'completed', 'finish', ID.doctor1],
    ])
    expect(done.body.history.every((h: any) => !Number.isNaN(Date.parse(h.at)))).toBe(true)
  })

  it('answers 409 illegal-transition for what the machine refuses', async () => {
    const start = await send({ type: 'start' })
    expect(start.status).toBe(409)
    expect(start.body).toMatchObject({ rule: 'illegal-transition', state: 'scheduled', event: 'start' })
    expect((await send({ type: 'finish' })).body.rule).toBe('illegal-transition')
    await send({ type: 'confirm' })
    expect((await send({ type: 'confirm' })).body.rule).toBe('illegal-transition')
    await send({ type: 'check-in' })
    expect((await send({ type: 'reschedule', start: `${NEXT_MON}T10:00` })).body.rule).toBe('illegal-transition')
    expect((await send({ type: 'no-show' })).body.rule).toBe('illegal-transition')
  })

  it('refuses check-in and start before the appointment’s day, and leaves it unchanged', async () => {
    // The clock is Monday 08:00; the visit is booked for the next Monday.
    const later = await book(w, { start: `${NEXT_MON}T10:00` })
    const early = await send({ type: 'check-in' }, w.tokens.reception, later.body.id)
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ rule: 'illegal-transition', state: 'scheduled', event: 'check-in' })
    expect(early.body.error).toContain('only on the day of the appointment')
    expect((await w.h.call('GET', `api/medical/appointments/${later.body.id}`)).body).toMatchObject({
      state: 'scheduled',
      history: [{ event: 'create' }],
    })
    w.h.setNow(new Date(2030, 0, 21, 7, 30))
    expect((await send({ type: 'check-in' }, w.tokens.reception, later.body.id)).body.state).toBe('checked-in')
    w.h.setNow(new Date(2030, 0, 22, 9, 0))
    const doctorToday = w.h.tokenFor({ id: ID.doctor1, email: `${ID.doctor1}@test`, role: 'doctor' })
    const nextDay = await send({ type: 'start' }, await doctorToday, later.body.id)
    expect(nextDay.status).toBe(409)
    expect(nextDay.body).toMatchObject({ rule: 'illegal-transition', state: 'checked-in', event: 'start' })
  })

  it('refuses everything on a final state', async () => {
    await send({ type: 'cancel', reason: 'Viaje imprevisto' })
    for (const body of [
      { type: 'confirm' },
      { type: 'check-in' },
      { type: 'cancel', reason: 'Otra vez' },
      { type: 'reschedule', start: `${NEXT_MON}T10:00` },
    ]) {
      const res = await send(body)
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({ rule: 'illegal-transition', state: 'cancelled' })
    }
  })

  it('cancels only with a reason, and keeps it', async () => {
    expect((await send({ type: 'cancel' })).body).toMatchObject({ field: 'reason' })
    expect((await send({ type: 'cancel', reason: '  ' })).status).toBe(400)
    const res = await send({ type: 'cancel', reason: 'Viaje imprevisto' })
    expect(res.body).toMatchObject({ state: 'cancelled', cancelReason: 'Viaje imprevisto' })
    expect(res.body.history.at(-1)).toMatchObject({ event: 'cancel', reason: 'Viaje imprevisto' })
  })

  it('marks a no-show only once the start time has come', async () => {
    const early = await send({ type: 'no-show' })
    expect(early.status).toBe(409)
    expect(early.body.error).toContain('before its start')
    w.h.setNow(new Date(2030, 0, 14, 10, 0))
    expect((await send({ type: 'no-show' })).body.state).toBe('no-show')
  })

  it('reschedules: closes the old one, links a new one, and applies the booking rules', async () => {
    expect((await send({ type: 'reschedule', start: `${TUE_HOLIDAY}T10:00` })).body.rule).toBe('blocked-day')
    expect((await send({ type: 'reschedule', start: `${MON}T17:00` })).body.rule).toBe('outside-hours')
    // Its own old time does not block it: moving by 15 minutes overlaps only itself.
    const moved = await send({ type: 'reschedule', start: `${MON}T10:15` })
    expect(moved.status).toBe(201)
    expect(moved.body).toMatchObject({
      state: 'scheduled',
      start: `${MON}T10:15`,
      end: `${MON}T10:45`,
      rescheduledFromId: id,
      patientId: ID.pa,
    })
    expect(moved.body.history[0]).toMatchObject({ event: 'reschedule', to: 'scheduled' })
    const old = (await w.h.call('GET', `api/medical/appointments/${id}`)).body
    expect(old).toMatchObject({ state: 'rescheduled', rescheduledToId: moved.body.id })
    expect(old.history.at(-1)).toMatchObject({ from: 'scheduled', to: 'rescheduled', event: 'reschedule' })
    // The old slot is free again.
    expect((await book(w, { start: `${MON}T09:30`, patientId: ID.pb })).status).toBe(201)
  })

  it('reschedules to another doctor, who must perform the procedure and be free', async () => {
    const other = await book(w, { start: `${MON}T11:00`, doctorId: ID.d2, patientId: ID.pb })
    const clash = await send({ type: 'reschedule', start: `${MON}T11:15`, doctorId: ID.d2 })
    expect(clash.body).toMatchObject({ rule: 'doctor-overlap', clash: { id: other.body.id } })
    const ok = await send({ type: 'reschedule', start: `${MON}T09:00`, doctorId: ID.d2 })
    expect(ok.body).toMatchObject({ doctorId: ID.d2, doctor: { name: 'Dr. Dos' } })
    const buf = await book(w, { start: `${MON}T14:00`, procedureId: ID.buf, patientId: ID.pb })
    expect(
      (await send({ type: 'reschedule', start: `${NEXT_MON}T10:00`, doctorId: ID.d2 }, w.tokens.reception, buf.body.id))
        .body.rule,
    ).toBe('doctor-procedure')
    expect(
      (
        await send(
          { type: 'reschedule', start: `${NEXT_MON}T10:00`, doctorId: 'nope' },
          w.tokens.reception,
          buf.body.id,
        )
      ).status,
    ).toBe(404)
  })

  it('refuses a reschedule into the past', async () => {
    w.h.setNow(new Date(2030, 0, 14, 9, 0))
    expect((await send({ type: 'reschedule', start: `${MON}T08:30` })).body.rule).toBe('past')
  })

  it('answers 400 for unknown event types and malformed fields', async () => {
    expect((await send({ type: 'teleport' })).body.field).toBe('type')
    expect((await send({})).body.field).toBe('type')
    expect((await send({ type: 'reschedule' })).body.field).toBe('start')
    expect((await send({ type: 'reschedule', start: 'mañana' })).body.field).toBe('start')
  })
})
