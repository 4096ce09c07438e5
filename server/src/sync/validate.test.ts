import { describe, expect, it } from 'vitest'
import { createDb } from '@/shared/db/database'
import { clinicSeeder } from '@seeds/clinic/seeder'
import { coreSeeder } from '@seeds/core'
import { seedDatabase } from '@seeds/run'
import { NOW } from '../../test/harness'
import { invalidRow } from './validate'

const CHECKED = [
  'persons',
  'doctors',
  'procedures',
  'specialties',
  'procedureCategories',
  'clinicProductCategories',
  'blockedPeriods',
  'clinicProducts',
  'appointments',
]

describe('pushed rows are checked with the shared schemas', () => {
  it('accept every row of the seeded clinic, so a device never has a valid row refused', async () => {
    const db = createDb(`validate-${crypto.randomUUID()}`)
    await seedDatabase(db, NOW, [coreSeeder, clinicSeeder])
    for (const table of CHECKED) {
      const rows = (await db.table(table).toArray()) as Array<{ id: string }>
      expect(rows.length, table).toBeGreaterThan(0)
      const refused = rows.map((r) => [r.id, invalidRow(table, r.id, r, NOW)]).filter(([, why]) => why)
      expect(refused, table).toEqual([])
    }
    const [appointment] = (await db.table('appointments').toArray()) as Array<{ id: string; start: string }>
    expect(invalidRow('appointments', appointment!.id, { ...appointment, end: appointment!.start }, NOW)).toEqual({
      field: 'row.end',
      message: 'Must be after start',
    })
    expect(invalidRow('appointments', appointment!.id, { ...appointment, state: 'lost' }, NOW)?.field).toBe('row.state')
    const [doctor] = (await db.table('doctors').toArray()) as Array<{ id: string }>
    expect(invalidRow('doctors', doctor!.id, { ...doctor, color: 'red' }, NOW)).toEqual({
      field: 'row.color',
      message: 'Use a colour like #1e88e5',
    })
    db.close()
  })

  it('check the shape of rows of tables without a row schema', () => {
    expect(invalidRow('notes', 'a', null)).toEqual({ field: 'row', message: 'Must be an object' })
    expect(invalidRow('notes', 'a', { id: 'a' })).toEqual({ field: 'row.updatedAt', message: 'Required' })
    expect(invalidRow('notes', 'a', { id: 'a', updatedAt: NOW.toISOString(), title: 'x' })).toBeNull()
  })
})
