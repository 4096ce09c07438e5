import { describe, expect, it } from 'vitest'
import { ID, MON, book, worldEach } from '../../../tests/setup/clinic-world'

const w = worldEach()

const status = async (method: string, path: string, token: string, body?: unknown, query?: Record<string, string>) =>
  (await w.h.call(method, path, { token, body, query })).status

const NEW_PERSON = {
  documentType: 'passport',
  documentNumber: 'PAS12345',
  names: 'Nora',
  surnames: 'Nueva',
  birthDate: '1985-02-03',
  sex: 'female',
  phone: '+34 611 222 333',
  email: 'nora@example.com',
}

describe('clinic roles', () => {
  it('answers 401 without a token', async () => {
    expect((await w.h.call('GET', 'api/medical/doctors', { token: null })).status).toBe(401)
  })

  it('keeps maintenance writes and schedule generation for admin', async () => {
    const writes: Array<[string, string, unknown?]> = [
      ['POST', 'api/medical/doctors', {}],
      ['PATCH', `api/medical/doctors/${ID.d1}`, { name: 'X' }],
      ['DELETE', `api/medical/doctors/${ID.d3}`],
      ['POST', 'api/medical/procedures', {}],
      ['DELETE', `api/medical/procedures/${ID.odo}`],
      ['POST', 'api/medical/specialties', { name: 'X' }],
      ['POST', 'api/medical/procedure-categories', { name: 'X' }],
      ['POST', 'api/medical/product-categories', { name: 'X' }],
      ['POST', 'api/medical/products', {}],
      ['PATCH', `api/medical/products/${ID.product}`, {}],
      ['POST', `api/medical/products/${ID.product}/movements`, { type: 'in', quantity: 1 }],
      ['POST', 'api/medical/blocked-periods', { from: MON, to: MON, reason: 'X' }],
      ['POST', 'api/medical/schedules/generate', { from: MON, to: MON }],
    ]
    for (const role of ['reception', 'doctor1', 'patient'] as const) {
      for (const [method, path, body] of writes)
        expect(await status(method, path, w.tokens[role], body), `${role} ${method} ${path}`).toBe(403)
    }
    expect(await status('POST', 'api/medical/schedules/generate', w.tokens.admin, { from: MON, to: MON })).toBe(200)
  })

  it('lets everyone read what booking needs, and only staff read products', async () => {
    for (const token of Object.values(w.tokens)) {
      for (const path of [
        'api/medical/doctors',
        'api/medical/procedures',
        'api/medical/specialties',
        'api/medical/procedure-categories',
        'api/medical/blocked-periods',
      ]) {
        expect(await status('GET', path, token)).toBe(200)
      }
    }
    expect(await status('GET', 'api/medical/products', w.tokens.reception)).toBe(200)
    expect(await status('GET', `api/medical/products/${ID.product}/movements`, w.tokens.reception)).toBe(200)
    for (const token of [w.tokens.doctor1, w.tokens.patient]) {
      expect(await status('GET', 'api/medical/products', token)).toBe(403)
      expect(await status('GET', 'api/medical/product-categories', token)).toBe(403)
      expect(await status('GET', `api/medical/products/${ID.product}/movements`, token)).toBe(403)
    }
    expect(await status('GET', 'api/medical/schedules', w.tokens.patient, undefined, { from: MON, to: MON })).toBe(403)
    expect(await status('GET', 'api/medical/schedules', w.tokens.doctor1, undefined, { from: MON, to: MON })).toBe(200)
  })

  it('lets reception manage patients, doctors read them, and a patient only its own record', async () => {
    expect(await status('POST', 'api/medical/persons', w.tokens.reception, NEW_PERSON)).toBe(201)
    expect(await status('GET', 'api/medical/persons', w.tokens.doctor1)).toBe(200)
    expect(await status('POST', 'api/medical/persons', w.tokens.doctor1, NEW_PERSON)).toBe(403)
    expect(await status('DELETE', `api/medical/persons/${ID.pb}`, w.tokens.doctor1)).toBe(403)
    expect(await status('GET', 'api/medical/persons', w.tokens.patient)).toBe(403)
    expect(await status('POST', 'api/medical/persons', w.tokens.patient, NEW_PERSON)).toBe(403)
    expect(await status('GET', `api/medical/persons/${ID.pa}`, w.tokens.patient)).toBe(200)
    expect(await status('GET', `api/medical/persons/${ID.pb}`, w.tokens.patient)).toBe(403)
    expect(await status('PATCH', `api/medical/persons/${ID.pa}`, w.tokens.patient, { phone: '+34 699 111 222' })).toBe(
      200,
    )
    expect(await status('PATCH', `api/medical/persons/${ID.pb}`, w.tokens.patient, { phone: '+34 699 111 222' })).toBe(
      403,
    )
  })

  it('lets reception book for anyone, a patient only for itself, and no doctor', async () => {
    expect((await book(w, { start: `${MON}T10:00`, patientId: ID.pb })).status).toBe(201)
    expect((await book(w, { start: `${MON}T11:00` }, w.tokens.doctor1)).status).toBe(403)
    expect((await book(w, { start: `${MON}T11:00`, patientId: ID.pb }, w.tokens.patient)).status).toBe(403)
    const own = await w.h.call('POST', 'api/medical/appointments', {
      token: w.tokens.patient,
      body: { doctorId: ID.d1, procedureId: ID.cons, start: `${MON}T11:00` },
    })
    expect(own.status).toBe(201)
    expect(own.body.patientId).toBe(ID.pa)
  })

  it('shows a patient only its own appointments', async () => {
    const mine = await book(w, { start: `${MON}T10:00` })
    const theirs = await book(w, { start: `${MON}T11:00`, patientId: ID.pb })
    const list = await w.h.call('GET', 'api/medical/appointments', {
      token: w.tokens.patient,
      query: { from: MON, to: MON },
    })
    expect(list.body.items.map((a: any) => a.id)).toEqual([mine.body.id])
    expect(await status('GET', 'api/medical/appointments', w.tokens.patient, undefined, { patientId: ID.pb })).toBe(403)
    expect(await status('GET', `api/medical/appointments/${theirs.body.id}`, w.tokens.patient)).toBe(403)
    expect(await status('GET', `api/medical/appointments/${mine.body.id}`, w.tokens.patient)).toBe(200)
    const doctorView = await w.h.call('GET', 'api/medical/appointments', {
      token: w.tokens.doctor2,
      query: { from: MON, to: MON },
    })
    expect(doctorView.body.items).toHaveLength(2)
  })

  it('lets a doctor work only its own appointments, and a patient only confirm, cancel or reschedule its own', async () => {
    const mine = (await book(w, { start: `${MON}T10:00` })).body.id
    const theirs = (await book(w, { start: `${MON}T11:00`, patientId: ID.pb })).body.id
    const event = (target: string, token: string, body: unknown) =>
      status('POST', `api/medical/appointments/${target}/events`, token, body)
    expect(await event(mine, w.tokens.doctor2, { type: 'confirm' })).toBe(403)
    expect(await event(mine, w.tokens.doctor1, { type: 'confirm' })).toBe(200)
    expect(await event(mine, w.tokens.patient, { type: 'check-in' })).toBe(403)
    expect(await event(theirs, w.tokens.patient, { type: 'confirm' })).toBe(403)
    expect(await event(mine, w.tokens.patient, { type: 'cancel', reason: 'Me voy de viaje' })).toBe(200)
    expect(await event(theirs, w.tokens.reception, { type: 'confirm' })).toBe(200)
  })

  it('lets a signed-up patient create its record on first booking or by PUT me/patient', async () => {
    const booking = { doctorId: ID.d1, procedureId: ID.cons, start: `${MON}T10:00` }
    const missing = await w.h.call('POST', 'api/medical/appointments', { token: w.tokens.newPatient, body: booking })
    expect(missing.body).toMatchObject({ rule: 'patient-record' })
    expect((await w.h.call('GET', 'api/medical/me', { token: w.tokens.newPatient })).body).toMatchObject({
      role: 'patient',
      personId: ID.newPatient,
      patient: null,
    })
    const bad = await w.h.call('POST', 'api/medical/appointments', {
      token: w.tokens.newPatient,
      body: { ...booking, patient: { ...NEW_PERSON, birthDate: '2099-01-01' } },
    })
    expect(bad.body.field).toBe('patient.birthDate')
    const first = await w.h.call('POST', 'api/medical/appointments', {
      token: w.tokens.newPatient,
      body: { ...booking, patient: NEW_PERSON },
    })
    expect(first.status).toBe(201)
    expect(first.body.patient).toMatchObject({ id: ID.newPatient, fullName: 'Nora Nueva' })
    const update = await w.h.call('PUT', 'api/medical/me/patient', {
      token: w.tokens.newPatient,
      body: { ...NEW_PERSON, phone: '+34 622 000 111' },
    })
    expect(update.status).toBe(200)
    expect(update.body.phone).toBe('+34 622 000 111')
    expect(await status('PUT', 'api/medical/me/patient', w.tokens.reception, NEW_PERSON)).toBe(403)
    const taken = await w.h.call('PUT', 'api/medical/me/patient', {
      token: w.tokens.newPatient,
      body: { ...NEW_PERSON, documentType: 'national-id', documentNumber: '22222222B' },
    })
    expect(taken.body).toMatchObject({ rule: 'unique', field: 'documentNumber' })
  })

  it('hides a patient’s own busy times from its slot search and refuses another patient’s', async () => {
    await book(w, { start: `${MON}T09:00`, doctorId: ID.d2 })
    const query = { doctorId: ID.d1, procedureId: ID.cons, date: MON }
    const mine = await w.h.call('GET', 'api/medical/slots', { token: w.tokens.patient, query })
    expect(mine.body.slots[0]).toBe(`${MON}T09:30`)
    expect((await w.h.call('GET', 'api/medical/slots', { token: w.tokens.reception, query })).body.slots[0]).toBe(
      `${MON}T09:00`,
    )
    expect(await status('GET', 'api/medical/slots', w.tokens.patient, undefined, { ...query, patientId: ID.pb })).toBe(
      403,
    )
  })

  it('tells each account who it is in the clinic', async () => {
    expect((await w.h.call('GET', 'api/medical/me', { token: w.tokens.doctor1 })).body).toMatchObject({
      role: 'doctor',
      doctor: { id: ID.d1 },
      patient: null,
    })
    expect((await w.h.call('GET', 'api/medical/me', { token: w.tokens.patient })).body).toMatchObject({
      role: 'patient',
      patient: { id: ID.pa },
      doctor: null,
    })
  })
})
