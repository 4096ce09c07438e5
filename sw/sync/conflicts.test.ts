// A refused booking closes itself once the same patient is booked again with the same doctor and procedure.
import { beforeEach, describe, expect, it } from 'vitest'
import { SYNC_META, type DeviceConflict } from '@/shared/sync/device-meta'
import { coreSeeder } from '@seeds/core'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { closeRebookedConflicts } from './conflicts'

const AT = '2026-11-24T10:00:00.000Z'
const mine = { id: 'lost', patientId: 'p1', doctorId: 'd1', procedureId: 'x1', start: '2026-11-26T10:00' }
const refused: DeviceConflict = {
  seq: 5,
  table: 'appointments',
  rowId: 'lost',
  reason: 'rule',
  rule: 'doctor-overlap',
  message: 'Taken',
  mine,
  theirs: null,
  at: AT,
}
const stale: DeviceConflict = { ...refused, seq: 6, rowId: 'other', reason: 'stale' }

describe('closeRebookedConflicts', () => {
  let h: Harness
  const conflicts = async () =>
    ((await h.db.table('meta').get(SYNC_META.conflicts)) as { value: DeviceConflict[] }).value.map((c) => c.seq)
  const book = (id: string, fields: Record<string, unknown>) =>
    h.db
      .table('appointments')
      .put({ ...mine, id, state: 'scheduled', createdAt: '2026-11-24T10:05:00.000Z', ...fields })

  beforeEach(async () => {
    h = await createHarness({ seeders: [coreSeeder] })
    await h.db.table('meta').put({ key: SYNC_META.conflicts, value: [refused, stale] })
  })

  it('keeps the refused booking open while nothing rebooks it', async () => {
    await book('before', { createdAt: '2026-11-24T09:00:00.000Z' })
    await book('cancelled', { state: 'cancelled' })
    await book('other-doctor', { doctorId: 'd2' })
    await book('other-procedure', { procedureId: 'x2' })
    await book('lost', {})
    expect(await closeRebookedConflicts(h.db)).toBe(0)
    expect(await conflicts()).toEqual([5, 6])
  })

  it('closes it when the same patient holds a new booking with the same doctor and procedure, and leaves the rest', async () => {
    await book('rebooked', { start: '2026-11-26T11:00' })
    expect(await closeRebookedConflicts(h.db)).toBe(1)
    expect(await conflicts()).toEqual([6])
  })
})
