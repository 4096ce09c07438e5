import { describe, expect, it } from 'vitest'
import { ID, MON, book, worldEach } from '../../../tests/setup/clinic-world'

const w = worldEach()

const call = (method: string, path: string, body?: unknown, query?: Record<string, string | number>) =>
  w.h.call(method, path, { body, query })

const PERSON = {
  documentType: 'national-id',
  documentNumber: '44444444d',
  names: 'Carmen',
  surnames: 'Ruiz Soto',
  birthDate: '1978-11-30',
  sex: 'female',
  phone: '+34 655 444 333',
  email: 'Carmen@Example.com',
  address: 'Calle Mayor 1',
  emergencyContact: { name: 'Luis Ruiz', phone: '+34 655 000 111', relationship: 'Hermano' },
}
const DOCTOR = {
  name: 'Dr. Nuevo',
  specialtyId: ID.general,
  licence: 'lic-9',
  color: '#00897B',
  procedureIds: [ID.cons],
  plan: [{ weekday: 1, start: '09:00', end: '13:00', breaks: [{ start: '11:00', end: '11:15' }] }],
  exceptions: [{ from: '2030-02-01', to: '2030-02-03', kind: 'off', reason: 'Vacaciones' }],
}
const PROCEDURE = { code: 'new-1', name: 'Nuevo', categoryId: ID.consults, durationMinutes: 25, price: 12.5 }
const PRODUCT = {
  sku: 'med-9',
  name: 'Ibuprofeno',
  categoryId: ID.prodCat,
  unit: 'box',
  salePrice: 4.2,
  cost: 1.6,
  minStock: 3,
}

describe('patients', () => {
  it('creates, reads, patches and pages patients', async () => {
    const created = await call('POST', 'api/medical/persons', PERSON)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      documentNumber: '44444444D',
      email: 'carmen@example.com',
      fullName: 'Carmen Ruiz Soto',
      active: true,
      notes: '',
    })
    const patched = await call('PATCH', `api/medical/persons/${created.body.id}`, { names: 'María Carmen' })
    expect(patched.body).toMatchObject({ fullName: 'María Carmen Ruiz Soto', documentNumber: '44444444D', version: 2 })
    const found = await call('GET', 'api/medical/persons', undefined, { search: 'maría carmen' })
    expect(found.body.items.map((p: any) => p.id)).toEqual([created.body.id])
    const page = await call('GET', 'api/medical/persons', undefined, {
      size: 2,
      page: 1,
      sort: 'fullName',
      order: 'desc',
    })
    expect(page.body.pagination).toEqual({ length: 4, size: 2, page: 1, lastPage: 1, startIndex: 2, endIndex: 3 })
    expect(page.body.items.map((p: any) => p.names)).toEqual(['Berta', 'Ana'])
    const empty = await call('GET', 'api/medical/persons', undefined, { size: 2, page: 5 })
    expect(empty.body).toEqual({
      items: [],
      pagination: { length: 4, size: 2, page: 5, lastPage: 1, startIndex: 10, endIndex: 3 },
    })
    expect(
      (await call('GET', 'api/medical/persons', undefined, { active: 'false' })).body.items.map((p: any) => p.id),
    ).toEqual([ID.pi])
  })

  it('refuses a document already used, a birth date in the future and a bad email', async () => {
    const dup = await call('POST', 'api/medical/persons', { ...PERSON, documentNumber: '11111111a' })
    expect(dup).toMatchObject({ status: 409, body: { rule: 'unique', field: 'documentNumber' } })
    expect(
      (await call('POST', 'api/medical/persons', { ...PERSON, documentType: 'passport', documentNumber: '11111111A' }))
        .status,
    ).toBe(201)
    expect((await call('PATCH', `api/medical/persons/${ID.pb}`, { documentNumber: '11111111A' })).body.rule).toBe(
      'unique',
    )
    expect((await call('POST', 'api/medical/persons', { ...PERSON, birthDate: '2030-01-15' })).body).toMatchObject({
      field: 'birthDate',
      reason: 'Must not be in the future',
    })
    expect((await call('POST', 'api/medical/persons', { ...PERSON, email: 'no-at-sign' })).body.field).toBe('email')
    expect((await call('POST', 'api/medical/persons', { ...PERSON, names: '' })).body.field).toBe('names')
    expect((await call('POST', 'api/medical/persons', { ...PERSON, emergencyContact: { name: 'X' } })).body.field).toBe(
      'emergencyContact.phone',
    )
    expect((await call('PATCH', `api/medical/persons/${ID.pb}`, { sex: 'unknown' })).body.field).toBe('sex')
    expect((await call('GET', 'api/medical/persons', undefined, { sort: 'phone' })).body.field).toBe('sort')
    expect((await call('GET', 'api/medical/persons', undefined, { size: 0 })).body.field).toBe('size')
  })

  it('refuses to delete a patient with appointments, deletes one without, and 404s unknown ids', async () => {
    await book(w, { start: `${MON}T10:00` })
    expect((await call('DELETE', `api/medical/persons/${ID.pa}`)).body).toMatchObject({ rule: 'in-use', count: 1 })
    expect((await call('DELETE', `api/medical/persons/${ID.pb}`)).body).toEqual({ id: ID.pb, deleted: true })
    expect((await call('GET', `api/medical/persons/${ID.pb}`)).status).toBe(404)
    expect((await call('PATCH', 'api/medical/persons/nope', { names: 'X' })).status).toBe(404)
    expect((await call('DELETE', 'api/medical/persons/nope')).status).toBe(404)
  })
})

describe('doctors', () => {
  it('creates a doctor with plan, exceptions and procedures, and filters by them', async () => {
    const res = await call('POST', 'api/medical/doctors', DOCTOR)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ licence: 'LIC-9', color: '#00897b', slotMinutes: 15, active: true })
    expect(res.body.exceptions[0].id).toEqual(expect.any(String))
    const byProc = await call('GET', 'api/medical/doctors', undefined, { procedureId: ID.odo })
    expect(byProc.body.items.map((d: any) => d.id)).toEqual([ID.d2])
    const bySpecialty = await call('GET', 'api/medical/doctors', undefined, { specialtyId: ID.general, active: 'true' })
    expect(bySpecialty.body.items.map((d: any) => d.name)).toEqual(['Dr. Nuevo', 'Dra. Uno'])
    expect(
      (await call('GET', 'api/medical/procedures', undefined, { doctorId: ID.d2, size: 50 })).body.items
        .map((p: any) => p.code)
        .sort(),
    ).toEqual(['CON-1', 'ODO-1'])
  })

  it('refuses a taken licence, unknown references and broken plans', async () => {
    expect((await call('POST', 'api/medical/doctors', { ...DOCTOR, licence: 'lic-1' })).body).toMatchObject({
      rule: 'unique',
      field: 'licence',
    })
    expect((await call('PATCH', `api/medical/doctors/${ID.d2}`, { licence: 'LIC-1' })).body.rule).toBe('unique')
    expect((await call('POST', 'api/medical/doctors', { ...DOCTOR, specialtyId: 'nope' })).body).toMatchObject({
      field: 'specialtyId',
      id: 'nope',
    })
    expect(
      (await call('POST', 'api/medical/doctors', { ...DOCTOR, procedureIds: [ID.cons, 'nope'] })).body,
    ).toMatchObject({ field: 'procedureIds.1' })
    const plan = (day: object) => call('POST', 'api/medical/doctors', { ...DOCTOR, plan: [day] })
    expect((await plan({ weekday: 8, start: '09:00', end: '10:00' })).body.field).toBe('plan.0.weekday')
    expect((await plan({ weekday: 1, start: '10:00', end: '09:00' })).body.field).toBe('plan.0.end')
    expect(
      (await plan({ weekday: 1, start: '09:00', end: '13:00', breaks: [{ start: '08:00', end: '09:30' }] })).body.field,
    ).toBe('plan.0.breaks.0')
    expect((await plan({ weekday: 1, start: '9:00', end: '13:00' })).body.field).toBe('plan.0.start')
    const twice = await call('POST', 'api/medical/doctors', { ...DOCTOR, plan: [DOCTOR.plan[0], DOCTOR.plan[0]] })
    expect(twice.body.field).toBe('plan.1.weekday')
    const exception = await call('POST', 'api/medical/doctors', {
      ...DOCTOR,
      exceptions: [{ from: '2030-02-01', to: '2030-02-01', kind: 'hours' }],
    })
    expect(exception.body.field).toBe('exceptions.0.start')
    expect((await call('POST', 'api/medical/doctors', { ...DOCTOR, color: 'red' })).body.field).toBe('color')
  })

  it('refuses to delete a doctor with appointments', async () => {
    await book(w, { start: `${MON}T10:00` })
    expect((await call('DELETE', `api/medical/doctors/${ID.d1}`)).body).toMatchObject({ rule: 'in-use' })
    expect((await call('DELETE', `api/medical/doctors/${ID.d3}`)).body.deleted).toBe(true)
  })
})

describe('procedures and categories', () => {
  it('validates durations, prices and unique codes', async () => {
    const res = await call('POST', 'api/medical/procedures', PROCEDURE)
    expect(res.body).toMatchObject({ code: 'NEW-1', bufferBeforeMinutes: 0, active: true })
    expect((await call('POST', 'api/medical/procedures', { ...PROCEDURE, code: 'con-1' })).body).toMatchObject({
      rule: 'unique',
      field: 'code',
    })
    expect(
      (await call('POST', 'api/medical/procedures', { ...PROCEDURE, code: 'X-2', durationMinutes: 0 })).body.field,
    ).toBe('durationMinutes')
    expect(
      (await call('POST', 'api/medical/procedures', { ...PROCEDURE, code: 'X-2', durationMinutes: 22 })).body.reason,
    ).toBe('Must be a multiple of 5')
    expect((await call('POST', 'api/medical/procedures', { ...PROCEDURE, code: 'X-2', price: -1 })).body.field).toBe(
      'price',
    )
    expect((await call('POST', 'api/medical/procedures', { ...PROCEDURE, code: 'X-2', price: 1.234 })).body.field).toBe(
      'price',
    )
    expect(
      (await call('POST', 'api/medical/procedures', { ...PROCEDURE, code: 'X-2', categoryId: 'nope' })).status,
    ).toBe(404)
    expect(
      (await call('GET', 'api/medical/procedures', undefined, { sort: 'price', order: 'asc', size: 1 })).body.items[0]
        .code,
    ).toBe('NEW-1')
  })

  it('deletes an unused procedure and takes it off the doctors, but not one with appointments', async () => {
    await book(w, { start: `${MON}T10:00` })
    expect((await call('DELETE', `api/medical/procedures/${ID.cons}`)).body.rule).toBe('in-use')
    expect((await call('DELETE', `api/medical/procedures/${ID.odo}`)).body.deleted).toBe(true)
    expect((await call('GET', `api/medical/doctors/${ID.d2}`)).body.procedureIds).toEqual([ID.cons])
  })

  it('keeps specialty and category names unique and refuses to delete one in use', async () => {
    expect((await call('POST', 'api/medical/specialties', { name: 'Pediatría' })).status).toBe(201)
    expect((await call('POST', 'api/medical/specialties', { name: ' pediatría ' })).body).toMatchObject({
      rule: 'unique',
      field: 'name',
    })
    expect((await call('DELETE', `api/medical/specialties/${ID.general}`)).body.rule).toBe('in-use')
    expect((await call('DELETE', `api/medical/procedure-categories/${ID.consults}`)).body.rule).toBe('in-use')
    expect((await call('DELETE', `api/medical/product-categories/${ID.prodCat}`)).body.rule).toBe('in-use')
    const cat = await call('POST', 'api/medical/product-categories', { name: 'Higiene' })
    expect(
      (await call('PATCH', `api/medical/product-categories/${cat.body.id}`, { description: 'Bucal' })).body,
    ).toMatchObject({ name: 'Higiene', description: 'Bucal' })
    expect((await call('DELETE', `api/medical/product-categories/${cat.body.id}`)).status).toBe(200)
    expect((await call('GET', `api/medical/product-categories/${cat.body.id}`)).status).toBe(404)
    expect((await call('POST', 'api/medical/procedure-categories', {})).body.field).toBe('name')
  })

  it('manages blocked periods and filters them by range', async () => {
    const res = await call('POST', 'api/medical/blocked-periods', {
      from: '2030-03-01',
      to: '2030-03-02',
      reason: 'Mantenimiento',
    })
    expect(res.status).toBe(201)
    expect(
      (await call('POST', 'api/medical/blocked-periods', { from: '2030-03-02', to: '2030-03-01', reason: 'X' })).body
        .field,
    ).toBe('to')
    const inRange = await call('GET', 'api/medical/blocked-periods', undefined, {
      from: '2030-03-02',
      to: '2030-04-01',
    })
    expect(inRange.body.items.map((b: any) => b.reason)).toEqual(['Mantenimiento'])
    expect((await call('DELETE', `api/medical/blocked-periods/${res.body.id}`)).status).toBe(200)
  })
})

describe('products and stock', () => {
  it('creates a product with opening stock and keeps the sku unique', async () => {
    const res = await call('POST', 'api/medical/products', { ...PRODUCT, initialStock: 7 })
    expect(res.body).toMatchObject({ sku: 'MED-9', stock: 7 })
    const movements = await call('GET', `api/medical/products/${res.body.id}/movements`)
    expect(movements.body).toMatchObject({ stock: 7, items: [{ type: 'in', quantity: 7, balance: 7 }] })
    expect((await call('POST', 'api/medical/products', { ...PRODUCT, sku: 'med-1' })).body).toMatchObject({
      rule: 'unique',
      field: 'sku',
    })
    expect((await call('PATCH', `api/medical/products/${res.body.id}`, { sku: 'MED-1' })).body.rule).toBe('unique')
    expect(
      (await call('PATCH', `api/medical/products/${res.body.id}`, { stock: 1000, salePrice: 5 })).body,
    ).toMatchObject({ stock: 7, salePrice: 5 })
    expect((await call('POST', 'api/medical/products', { ...PRODUCT, sku: 'X-9', unit: 'litre' })).body.field).toBe(
      'unit',
    )
  })

  it('moves stock in, out and by adjustment, never below 0', async () => {
    const move = (body: unknown) => call('POST', `api/medical/products/${ID.product}/movements`, body)
    expect((await move({ type: 'out', quantity: 3, note: 'Venta' })).body.product.stock).toBe(2)
    const tooMany = await move({ type: 'out', quantity: 3 })
    expect(tooMany).toMatchObject({ status: 409, body: { rule: 'stock-negative', stock: 2, delta: -3 } })
    expect((await move({ type: 'adjustment', quantity: -3 })).body.rule).toBe('stock-negative')
    expect((await move({ type: 'adjustment', quantity: -2, note: 'Vencido' })).body.product.stock).toBe(0)
    expect((await move({ type: 'in', quantity: 10 })).body).toMatchObject({
      movement: { delta: 10, balance: 10 },
      product: { stock: 10 },
    })
    expect((await move({ type: 'out', quantity: 0 })).body.field).toBe('quantity')
    expect((await move({ type: 'adjustment', quantity: 0 })).body.field).toBe('quantity')
    expect((await move({ type: 'in', quantity: 1.5 })).body.field).toBe('quantity')
    expect((await move({ type: 'gift', quantity: 1 })).body.field).toBe('type')
    const list = await call('GET', `api/medical/products/${ID.product}/movements`)
    expect(list.body.stock).toBe(10)
    expect(list.body.items.reduce((s: number, m: any) => s + m.delta, 0)).toBe(10)
    expect((await call('GET', 'api/medical/products', undefined, { lowStock: 'true' })).body.items).toEqual([])
    expect((await call('POST', 'api/medical/products/nope/movements', { type: 'in', quantity: 1 })).status).toBe(404)
  })

  it('refuses to delete a product with movements', async () => {
    expect((await call('DELETE', `api/medical/products/${ID.product}`)).body.rule).toBe('in-use')
    const fresh = await call('POST', 'api/medical/products', PRODUCT)
    expect((await call('DELETE', `api/medical/products/${fresh.body.id}`)).body.deleted).toBe(true)
  })
})

describe('unknown ids', () => {
  it.each([
    'persons',
    'doctors',
    'procedures',
    'products',
    'specialties',
    'procedure-categories',
    'product-categories',
    'blocked-periods',
  ])('answer 404 with the id on GET, PATCH and DELETE of %s', async (resource) => {
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await call(
        method,
        `api/medical/${resource}/missing-id`,
        method === 'PATCH' ? { name: 'X' } : undefined,
      )
      expect(res, `${method} ${resource}`).toMatchObject({ status: 404, body: { id: 'missing-id' } })
    }
  })

  it('answer 404 for the movements of an unknown product', async () => {
    expect((await call('GET', 'api/medical/products/missing-id/movements')).status).toBe(404)
  })
})
