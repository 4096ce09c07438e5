import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setRole } from '../accounts'
import {
  appointmentRow,
  bookable,
  dataOf,
  deleteEntry,
  personIdOf,
  putEntry,
  type SyncedRow,
} from '../../test/fixtures'
import { adminHarness, DEMO, type Harness } from '../../test/harness'

const T = 'alpha'
type Change = { table: string; id: string; version: number; deleted: boolean; row: SyncedRow | null }

describe('GET /sync/pull', () => {
  let h: Harness
  let admin: string
  beforeAll(async () => ({ h, admin } = await adminHarness(T)))
  afterAll(() => h.close())

  const pull = (token: string, since: number, limit?: number) =>
    h.call('GET', `/sync/pull?since=${since}${limit ? `&limit=${limit}` : ''}`, { token })

  /** Every change after `since`, page by page, as a device pulls. */
  async function pullAll(token: string, since: number, limit: number) {
    const changes: Change[] = []
    let checkpoint = since
    for (let more = true; more;) {
      const res = await pull(token, checkpoint, limit)
      expect(res.status).toBe(200)
      expect(res.body.changes.length).toBeLessThanOrEqual(limit)
      changes.push(...res.body.changes)
      expect(res.body.checkpoint).toBeGreaterThanOrEqual(checkpoint)
      checkpoint = res.body.checkpoint
      more = res.body.more
    }
    return { changes, checkpoint }
  }

  it('hands out every row once, in pages, up to the checkpoint to continue from', async () => {
    const all = await pullAll(admin, 0, 1000)
    const ids = all.changes.map((c) => `${c.table}/${c.id}`)
    expect(new Set(ids).size).toBe(ids.length)
    expect(all.changes.filter((c) => c.table === 'persons')).toHaveLength((await dataOf(h.db, T, 'persons')).length)
    const empty = await pull(admin, all.checkpoint)
    expect(empty.body).toMatchObject({ changes: [], checkpoint: all.checkpoint, more: false })
  })

  it('pages the changes since a checkpoint, tombstones included, without losing or repeating one', async () => {
    const since = (await pull(admin, 0, 1)).body.checkpoint as number
    const start = (await pullAll(admin, since, 1000)).checkpoint
    const notes = Array.from({ length: 7 }, (_, i) => ({ id: crypto.randomUUID(), title: `Note ${i}`, notes: '' }))
    const created = await h.call('POST', '/sync/push', {
      token: admin,
      body: { clientId: 'device-paging', entries: notes.map((n, i) => putEntry(i + 1, 'notes', n)) },
    })
    expect(created.body.results.every((r: { status: string }) => r.status === 'accepted')).toBe(true)
    const gone = { ...notes[2]!, version: 1, updatedAt: 'x' }
    await h.call('POST', '/sync/push', {
      token: admin,
      body: { clientId: 'device-paging', entries: [deleteEntry(8, 'notes', gone)] },
    })

    const paged = await pullAll(admin, start, 3)
    expect(paged.changes.map((c) => c.id)).toEqual([...notes.filter((_, i) => i !== 2).map((n) => n.id), notes[2]!.id])
    expect(paged.changes.at(-1)).toMatchObject({
      table: 'notes',
      id: notes[2]!.id,
      version: 2,
      deleted: true,
      row: null,
    })
    expect(paged.changes[0]).toMatchObject({ version: 1, deleted: false, row: { title: 'Note 0' } })
  })

  it('gives a patient only the catalogue and its own record and appointments', async () => {
    const patient = await h.signIn(T, 'patient')
    const own = await personIdOf(h.db, T, DEMO.patient.email)
    const { changes } = await pullAll(patient, 0, 1000)
    const tables = new Set(changes.map((c) => c.table))
    expect([...tables].sort()).toEqual([
      'appointments',
      'blockedPeriods',
      'doctors',
      'persons',
      'procedureCategories',
      'procedures',
      'scheduleDays',
      'specialties',
    ])
    expect(changes.filter((c) => c.table === 'persons').map((c) => c.id)).toEqual([own])
    const appointments = changes.filter((c) => c.table === 'appointments')
    expect(appointments.length).toBeGreaterThan(0)
    expect(appointments.every((c) => c.row!.patientId === own)).toBe(true)
  })

  it('tells a patient of an appointment moved to another patient (a tombstone), and gives it back when moved back', async () => {
    const patient = await h.signIn(T, 'patient')
    const own = await personIdOf(h.db, T, DEMO.patient.email)
    const since = (await pullAll(patient, 0, 1000)).checkpoint
    const stranger = (await dataOf<SyncedRow>(h.db, T, 'persons')).find((p) => p.id !== own)!
    const appointment =
      (await dataOf<SyncedRow & { patientId: string }>(h.db, T, 'appointments')).find(
        (a) => a.patientId === own && a.state === 'cancelled',
      ) ?? (await dataOf<SyncedRow & { patientId: string }>(h.db, T, 'appointments')).find((a) => a.patientId === own)!
    const moved = await h.call('POST', '/sync/push', {
      token: admin,
      body: {
        clientId: 'device-move',
        entries: [putEntry(1, 'appointments', { ...appointment, patientId: stranger.id }, appointment)],
      },
    })
    expect(moved.body.results[0]).toMatchObject({ status: 'accepted' })
    const told = await pullAll(patient, since, 1000)
    expect(told.changes).toEqual([
      expect.objectContaining({ table: 'appointments', id: appointment.id, deleted: true, row: null }),
    ])

    const movedRow = (await dataOf<SyncedRow>(h.db, T, 'appointments')).find((a) => a.id === appointment.id)!
    await h.call('POST', '/sync/push', {
      token: admin,
      body: {
        clientId: 'device-move',
        entries: [putEntry(2, 'appointments', { ...movedRow, patientId: own }, movedRow)],
      },
    })
    const back = await pullAll(patient, told.checkpoint, 1000)
    expect(back.changes).toEqual([
      expect.objectContaining({ id: appointment.id, deleted: false, row: expect.objectContaining({ patientId: own }) }),
    ])
    // From the start the patient sees the appointment as its own, with no tombstone left for it.
    expect((await pullAll(patient, 0, 1000)).changes.filter((c) => c.id === appointment.id)).toHaveLength(1)
  })

  it('syncs support requests: anyone files one as themselves, only staff read them', async () => {
    const patient = await h.signIn(T, 'patient')
    const [account] = await h.db.query<{ id: string }>('select id from accounts where tenant_id = $1 and email = $2', [
      T,
      DEMO.patient.email,
    ])
    const request = {
      id: crypto.randomUUID(),
      topic: 'booking',
      subject: 'Cannot book',
      message: 'The agenda shows no times.',
      userId: account!.id,
      name: 'P',
      email: DEMO.patient.email,
      createdAt: '2026-03-02T10:00:00.000Z',
    }
    const since = (await pullAll(admin, 0, 1000)).checkpoint
    const res = await h.call('POST', '/sync/push', {
      token: patient,
      body: {
        clientId: 'device-support',
        entries: [
          putEntry(1, 'supportRequests', request),
          putEntry(2, 'supportRequests', { ...request, id: crypto.randomUUID(), userId: 'someone-else' }),
          putEntry(3, 'supportRequests', { ...request, id: crypto.randomUUID(), message: 'short' }),
        ],
      },
    })
    expect(res.body.results).toMatchObject([
      { status: 'accepted' },
      { status: 'rejected', reason: 'forbidden' },
      { status: 'rejected', reason: 'invalid', field: 'row.message' },
    ])
    const stored = (await dataOf<SyncedRow>(h.db, T, 'supportRequests')).find((r) => r.id === request.id)!
    const edit = await h.call('POST', '/sync/push', {
      token: patient,
      body: {
        clientId: 'device-support',
        entries: [putEntry(4, 'supportRequests', { ...stored, subject: 'Edited' }, stored)],
      },
    })
    expect(edit.body.results[0]).toMatchObject({ status: 'rejected', reason: 'forbidden', current: null })
    expect((await pullAll(admin, since, 1000)).changes.map((c) => c.id)).toEqual([request.id])
    expect((await pullAll(await h.signIn(T, 'doctor'), since, 1000)).changes.map((c) => c.table)).toEqual([
      'supportRequests',
    ])
    expect((await pullAll(patient, 0, 1000)).changes.some((c) => c.table === 'supportRequests')).toBe(false)
  })

  it('lets a patient push its own booking but not one for somebody else, nor anything of the catalogue', async () => {
    const patient = await h.signIn(T, 'patient')
    const own = await personIdOf(h.db, T, DEMO.patient.email)
    const stranger = (await dataOf<SyncedRow>(h.db, T, 'persons')).find((p) => p.id !== own)!
    const b = await bookable(h.db, T, await personIdOf(h.db, T, DEMO.doctor.email), own)
    const mine = appointmentRow(b, { start: b.start })
    const theirs = appointmentRow(
      { ...b, patientId: stranger.id },
      { start: b.start.replace(/T\d\d/, (t) => `T${String(Number(t.slice(1)) + 2).padStart(2, '0')}`) },
    )
    const doctor = b.doctor as unknown as SyncedRow
    const res = await h.call('POST', '/sync/push', {
      token: patient,
      body: {
        clientId: 'device-patient',
        entries: [
          putEntry(1, 'appointments', mine),
          putEntry(2, 'appointments', theirs),
          putEntry(3, 'doctors', { ...doctor, name: 'Dr. Nobody' }, doctor),
          putEntry(4, 'persons', { ...stranger, phone: '+34 600 000 001' }, stranger),
        ],
      },
    })
    expect(res.body.results).toMatchObject([
      { status: 'accepted' },
      { status: 'rejected', reason: 'forbidden', current: null },
      { status: 'rejected', reason: 'forbidden' },
      { status: 'rejected', reason: 'forbidden', current: null },
    ])
  })

  it('lets a doctor change only its own appointments, and reception not the catalogue', async () => {
    const doctorToken = await h.signIn(T, 'doctor')
    const doctorId = await personIdOf(h.db, T, DEMO.doctor.email)
    const appointments = await dataOf<SyncedRow & { doctorId: string }>(h.db, T, 'appointments')
    const own = appointments.find((a) => a.doctorId === doctorId && a.state === 'scheduled')!
    const other = appointments.find((a) => a.doctorId !== doctorId && a.state === 'scheduled')!
    const res = await h.call('POST', '/sync/push', {
      token: doctorToken,
      body: {
        clientId: 'device-doctor',
        entries: [
          putEntry(1, 'appointments', { ...own, state: 'confirmed' }, own),
          putEntry(2, 'appointments', { ...other, state: 'confirmed' }, other),
        ],
      },
    })
    expect(res.body.results).toMatchObject([
      { status: 'accepted' },
      { status: 'rejected', reason: 'forbidden', current: { id: other.id } },
    ])
    const reception = await h.signIn(T, 'reception')
    const procedure = (await dataOf<SyncedRow>(h.db, T, 'procedures'))[0]!
    const denied = await h.call('POST', '/sync/push', {
      token: reception,
      body: { clientId: 'device-desk', entries: [putEntry(1, 'procedures', { ...procedure, price: 1 }, procedure)] },
    })
    expect(denied.body.results[0]).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: 'Only an admin changes procedures',
    })
  })

  it('applies a role changed on the server at the next request, and reports it on pull', async () => {
    const reception = await h.signIn(T, 'reception')
    const [account] = await h.db.query<{ id: string }>('select id from accounts where tenant_id = $1 and email = $2', [
      T,
      DEMO.reception.email,
    ])
    await setRole(h.db, T, account!.id, 'patient')
    try {
      const res = await pull(reception, 0, 1000)
      expect(res.body.account).toMatchObject({ id: account!.id, role: 'patient' })
      expect(res.body.changes.some((c: Change) => c.table === 'clinicProducts')).toBe(false)
    } finally {
      await setRole(h.db, T, account!.id, 'reception')
    }
  })

  it('answers 400 for a bad checkpoint or limit', async () => {
    expect(await h.call('GET', '/sync/pull?since=-1', { token: admin })).toEqual({
      status: 400,
      body: { error: 'since: Must be 0 or more', field: 'since', reason: 'Must be 0 or more' },
    })
    expect((await h.call('GET', '/sync/pull?limit=5000', { token: admin })).body.field).toBe('limit')
  })
})
