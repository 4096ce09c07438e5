import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataOf, deleteEntry, putEntry, storedRow, type SyncedRow } from '../../test/fixtures'
import { adminHarness, NOW, type Harness } from '../../test/harness'
import { addMinutes } from '@/shared/clinic/time'
import { mergeFields } from './merge'

const T = 'alpha'

describe('mergeFields', () => {
  const base = { id: 'a', title: 'T', tags: ['x'], note: 'n', version: 1, updatedAt: '2026-01-01' }

  it("puts the device's changed fields on the server's row and keeps the later time", () => {
    const mine = { ...base, title: 'Mine', version: 2, updatedAt: '2026-01-03' }
    const server = { ...base, tags: ['x', 'y'], version: 2, updatedAt: '2026-01-02' }
    expect(mergeFields(base, mine, server)).toEqual({
      merged: { ...base, title: 'Mine', tags: ['x', 'y'], version: 2, updatedAt: '2026-01-03' },
    })
  })

  it('takes an array or object as one value: both changing it is a clash, even to add different items', () => {
    expect(mergeFields(base, { ...base, tags: ['x', 'a'] }, { ...base, tags: ['x', 'b'] })).toEqual({
      clashes: ['tags'],
    })
  })

  it('is no clash when both made the same change, and drops a field the device removed', () => {
    const { note: _, ...withoutNote } = base
    expect(mergeFields(base, { ...withoutNote, title: 'Same' }, { ...base, title: 'Same' })).toEqual({
      merged: { ...withoutNote, title: 'Same' },
    })
  })
})

describe('POST /sync/push: two devices changed one row offline', () => {
  let h: Harness
  let admin: string
  beforeAll(async () => ({ h, admin } = await adminHarness(T)))
  afterAll(() => h.close())

  const push = (clientId: string, entries: unknown[]) =>
    h.call('POST', '/sync/push', { token: admin, body: { clientId, entries } })

  it('keeps both changes of a patient when they touched different fields, and answers the merged row', async () => {
    const person = (await dataOf<SyncedRow>(h.db, T, 'persons'))[1]!
    const first = await push('device-a', [putEntry(1, 'persons', { ...person, phone: '+34 600 100 100' }, person)])
    expect(first.body.results[0]).toMatchObject({ status: 'accepted', version: person.version + 1 })
    expect(first.body.results[0].row).toBeUndefined()

    const second = await push('device-b', [putEntry(1, 'persons', { ...person, address: 'Calle Mayor 1' }, person)])
    const merged = {
      ...person,
      phone: '+34 600 100 100',
      address: 'Calle Mayor 1',
      version: person.version + 2,
      updatedAt: NOW.toISOString(),
    }
    expect(second.body.results[0]).toMatchObject({ status: 'accepted', version: person.version + 2, row: merged })
    expect((await storedRow(h.db, T, 'persons', person.id))!.data).toMatchObject(merged)
  })

  it('rejects as stale, naming the fields, when both changed the same field differently; nothing changes', async () => {
    const person = (await dataOf<SyncedRow>(h.db, T, 'persons'))[2]!
    await push('device-c', [putEntry(1, 'persons', { ...person, phone: '+34 600 200 200', address: 'A' }, person)])
    const clash = await push('device-d', [
      putEntry(1, 'persons', { ...person, phone: '+34 600 300 300', address: 'B', names: 'Other' }, person),
    ])
    expect(clash.body.results[0]).toMatchObject({
      status: 'rejected',
      reason: 'stale',
      fields: ['address', 'phone'],
      current: { version: person.version + 1, row: { phone: '+34 600 200 200' } },
    })
    expect((await storedRow(h.db, T, 'persons', person.id))!.data).toMatchObject({
      phone: '+34 600 200 200',
      address: 'A',
      names: person.names,
    })
  })

  it('merges rows of the other apps and appointments too, and checks the merged row like a pushed one', async () => {
    const note = { id: crypto.randomUUID(), title: 'Lab', notes: '', labels: [] as string[] }
    await push('device-e', [putEntry(1, 'notes', note)])
    const v1 = (await storedRow(h.db, T, 'notes', note.id))!.data as SyncedRow
    await push('device-e', [putEntry(2, 'notes', { ...v1, title: 'Lab results' }, v1)])
    const res = await push('device-f', [putEntry(1, 'notes', { ...v1, notes: 'Call at 5' }, v1)])
    expect(res.body.results[0]).toMatchObject({
      status: 'accepted',
      version: 3,
      row: { title: 'Lab results', notes: 'Call at 5' },
    })

    const appointment = (await dataOf<SyncedRow>(h.db, T, 'appointments')).find((a) => a.state === 'scheduled')!
    await push('device-g', [putEntry(1, 'appointments', { ...appointment, notes: 'Bring the X-ray' }, appointment)])
    const confirmed = await push('device-h', [
      putEntry(1, 'appointments', { ...appointment, state: 'confirmed' }, appointment),
    ])
    expect(confirmed.body.results[0]).toMatchObject({
      status: 'accepted',
      row: { notes: 'Bring the X-ray', state: 'confirmed' },
    })

    // Each side valid alone (one starts later, one ends sooner), merged the appointment ends before it starts.
    const other = (await dataOf<SyncedRow & { start: string; end: string }>(h.db, T, 'appointments')).find(
      (a) => a.state === 'scheduled' && a.id !== appointment.id,
    )!
    const later = await push('device-i', [
      putEntry(1, 'appointments', { ...other, start: addMinutes(other.end, -5) }, other),
    ])
    expect(later.body.results[0]).toMatchObject({ status: 'accepted' })
    const sooner = await push('device-j', [
      putEntry(1, 'appointments', { ...other, end: addMinutes(other.start, 5) }, other),
    ])
    expect(sooner.body.results[0]).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      field: 'row.end',
      current: { row: { end: other.end } },
    })
  })

  it('keeps a stale delete, and a change without the whole assumed row, stale as before', async () => {
    const note = { id: crypto.randomUUID(), title: 'Gone soon', notes: '' }
    await push('device-k', [putEntry(1, 'notes', note)])
    const v1 = (await storedRow(h.db, T, 'notes', note.id))!.data as SyncedRow
    await push('device-k', [putEntry(2, 'notes', { ...v1, title: 'Changed' }, v1)])
    const res = await push('device-l', [
      deleteEntry(1, 'notes', v1),
      putEntry(2, 'notes', { ...v1, notes: 'x' }, { version: 1 }),
    ])
    expect(res.body.results).toMatchObject([
      { status: 'rejected', reason: 'stale' },
      { status: 'rejected', reason: 'stale' },
    ])
    expect(res.body.results[0].fields).toBeUndefined()
  })
})
