import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appointmentRow,
  bookable,
  dataOf,
  deleteEntry,
  personIdOf,
  putEntry,
  storedRow,
  type SyncedRow,
} from '../../test/fixtures'
import { adminHarness, DEMO, type Harness } from '../../test/harness'

const T = 'alpha'

describe('POST /sync/push', () => {
  let h: Harness
  let admin: string
  let person: SyncedRow
  beforeAll(async () => {
    ;({ h, admin } = await adminHarness(T))
    person = (await dataOf<SyncedRow>(h.db, T, 'persons'))[0]!
  })
  afterAll(() => h.close())

  const push = (token: string, clientId: string, entries: unknown[]) =>
    h.call('POST', '/sync/push', { token, body: { clientId, entries } })

  it('applies a repeated push once and answers the same results again', async () => {
    const entries = [putEntry(1, 'persons', { ...person, phone: '+34 600 111 222' }, person)]
    const first = await push(admin, 'device-repeat', entries)
    expect(first.status).toBe(200)
    expect(first.body.results).toEqual([
      { seq: 1, status: 'accepted', version: person.version + 1, checkpoint: expect.any(Number) },
    ])
    const checkpoint = first.body.checkpoint
    const again = await push(admin, 'device-repeat', entries)
    expect(again.body.results).toEqual(first.body.results)
    expect(again.body.checkpoint).toBe(checkpoint)
    const stored = await storedRow(h.db, T, 'persons', person.id)
    expect(stored).toMatchObject({ version: person.version + 1, data: { phone: '+34 600 111 222' } })
    person = stored!.data as SyncedRow
  })

  it('applies overlapping pushes (1-3 then 2-5) once each, in order', async () => {
    const id = crypto.randomUUID()
    const base = { id, title: 'Call the lab', notes: '' }
    const v1 = { ...base, version: 1, updatedAt: 'x' }
    const v2 = { ...v1, title: 'Call the lab again', version: 2 }
    const v3 = { ...v2, title: 'Lab called', version: 3 }
    const v4 = { ...v3, title: 'Lab called twice', version: 4 }
    const entries = [
      putEntry(1, 'notes', base),
      putEntry(2, 'notes', v2, v1),
      putEntry(3, 'notes', v3, v2),
      putEntry(4, 'notes', v4, v3),
      deleteEntry(5, 'notes', { ...v4, version: 4 }),
    ]
    const a = await push(admin, 'device-overlap', entries.slice(0, 3))
    const b = await push(admin, 'device-overlap', entries.slice(1, 5))
    expect(a.body.results.map((r: { status: string }) => r.status)).toEqual(['accepted', 'accepted', 'accepted'])
    expect(b.body.results.slice(0, 2)).toEqual(a.body.results.slice(1))
    expect(b.body.results.map((r: { status: string; version: number }) => [r.status, r.version])).toEqual([
      ['accepted', 2],
      ['accepted', 3],
      ['accepted', 4],
      ['accepted', 5],
    ])
    expect(await storedRow(h.db, T, 'notes', id)).toMatchObject({ version: 5, deleted: true, data: null })
  })

  it('rejects a change made over an older version as stale when the server changed the same field, with the server row, and changes nothing', async () => {
    // The device found another phone, which the server has changed since: the two phones clash.
    const outdated = { ...person, phone: '+34 611 000 000', version: person.version - 1 }
    const res = await push(admin, 'device-stale', [
      putEntry(1, 'persons', { ...person, phone: '+34 699 000 000' }, outdated),
    ])
    expect(res.body.results[0]).toMatchObject({
      seq: 1,
      status: 'rejected',
      reason: 'stale',
      fields: ['phone'],
      current: {
        table: 'persons',
        id: person.id,
        version: person.version,
        deleted: false,
        row: { phone: person.phone },
      },
    })
    expect((await storedRow(h.db, T, 'persons', person.id))!.version).toBe(person.version)
  })

  it('rejects a new row over an existing id, and a change of a deleted row, as stale', async () => {
    const copy = await push(admin, 'device-stale-2', [putEntry(1, 'persons', { ...person, names: 'Other' })])
    expect(copy.body.results[0]).toMatchObject({ status: 'rejected', reason: 'stale', current: { id: person.id } })
    const id = crypto.randomUUID()
    const note = { id, title: 'Gone', notes: '', version: 1, updatedAt: 'x' }
    await push(admin, 'device-stale-2', [putEntry(2, 'notes', note), deleteEntry(3, 'notes', note)])
    const late = await push(admin, 'device-stale-2', [putEntry(4, 'notes', { ...note, title: 'Back?' }, note)])
    expect(late.body.results[0]).toMatchObject({
      status: 'rejected',
      reason: 'stale',
      current: { id, deleted: true, row: null },
    })
  })

  it('rejects a row that fails the shared schema as invalid, naming the field', async () => {
    const res = await push(admin, 'device-invalid', [
      putEntry(1, 'persons', { ...person, birthDate: '2999-01-01' }, person),
      putEntry(2, 'noSuchTable', { id: 'x' }),
      { ...putEntry(3, 'persons', { ...person, id: 'another-id' }, person), rowId: person.id },
    ])
    expect(res.body.results).toMatchObject([
      {
        seq: 1,
        status: 'rejected',
        reason: 'invalid',
        field: 'row.birthDate',
        message: 'Must not be in the future',
        current: null,
      },
      { seq: 2, status: 'rejected', reason: 'invalid', field: 'table' },
      { seq: 3, status: 'rejected', reason: 'invalid', field: 'row.id' },
    ])
    expect((await storedRow(h.db, T, 'persons', person.id))!.data).toMatchObject({ birthDate: person.birthDate })
  })

  it('rejects a duplicate document number by the unique constraint as a broken rule', async () => {
    const other = (await dataOf<SyncedRow>(h.db, T, 'persons'))[1]!
    const res = await push(admin, 'device-unique', [
      putEntry(
        1,
        'persons',
        { ...other, documentType: person.documentType, documentNumber: person.documentNumber },
        other,
      ),
    ])
    expect(res.body.results[0]).toMatchObject({
      status: 'rejected',
      reason: 'rule',
      rule: 'unique',
      field: 'documentNumber',
      current: { id: other.id },
    })
    expect((await storedRow(h.db, T, 'persons', other.id))!.version).toBe(other.version)
  })

  it('checks the clinic rules on an appointment: working hours, the procedure the doctor performs, overlaps', async () => {
    const doctorId = await personIdOf(h.db, T, DEMO.doctor.email)
    const b = await bookable(h.db, T, doctorId, person.id)
    const late = appointmentRow(b, { start: `${b.start.slice(0, 10)}T23:00` })
    const notPerformed = (await dataOf<SyncedRow>(h.db, T, 'procedures')).find(
      (p) => !b.doctor.procedureIds.includes(p.id),
    )!
    const first = appointmentRow(b)
    const clash = appointmentRow(b, { patientId: (await dataOf<SyncedRow>(h.db, T, 'persons'))[2]!.id })
    const res = await push(admin, 'device-rules', [
      putEntry(1, 'appointments', late),
      putEntry(2, 'appointments', { ...appointmentRow(b), procedureId: notPerformed.id }),
      putEntry(3, 'appointments', first),
      putEntry(4, 'appointments', clash),
    ])
    expect(res.body.results).toMatchObject([
      { status: 'rejected', reason: 'rule', rule: 'outside-hours' },
      { status: 'rejected', reason: 'rule', rule: 'doctor-procedure' },
      { status: 'accepted' },
      { status: 'rejected', reason: 'rule', rule: 'doctor-overlap', current: null },
    ])
    expect(await storedRow(h.db, T, 'appointments', clash.id)).toBeUndefined()
    // Cancelling frees the time: the same booking is accepted afterwards.
    const cancelled = { ...first, state: 'cancelled', cancelReason: 'Patient asked' }
    const again = await push(admin, 'device-rules', [
      putEntry(5, 'appointments', cancelled, first),
      putEntry(6, 'appointments', clash),
    ])
    expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['accepted', 'accepted'])
  })

  it('answers 400 with { error, field, reason } for a malformed push, and 401 without a valid token', async () => {
    const unordered = await push(admin, 'device-bad', [
      putEntry(2, 'notes', { id: 'a' }),
      putEntry(1, 'notes', { id: 'b' }),
    ])
    expect(unordered).toEqual({
      status: 400,
      body: {
        error: 'entries: Must be in ascending seq order',
        field: 'entries',
        reason: 'Must be in ascending seq order',
      },
    })
    const noClient = await h.call('POST', '/sync/push', { token: admin, body: { entries: [] } })
    expect(noClient.status).toBe(400)
    expect(noClient.body.field).toBe('clientId')
    expect((await h.call('POST', '/sync/push', { token: admin, body: 'RAW{' })).body.field).toBe('body')
    expect((await push('', 'device-bad', [])).status).toBe(401)
    expect(await push('not-a-token', 'device-bad', [])).toEqual({ status: 401, body: { error: 'Invalid token' } })
  })
})
