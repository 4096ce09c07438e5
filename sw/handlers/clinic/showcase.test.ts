import { describe, expect, it } from 'vitest'
import { ID, worldEach } from '../../../tests/setup/clinic-world'

const w = worldEach()

describe('GET api/medical/showcase', () => {
  it("answers a guest the clinic's active specialties, doctors, services and opening hours", async () => {
    const { status, body } = await w.h.call('GET', 'api/medical/showcase', { token: null })
    expect(status).toBe(200)
    expect(body.specialties).toEqual([
      { id: ID.general, name: 'Medicina General', description: '', doctors: 1 },
      { id: ID.dental, name: 'Odontología', description: '', doctors: 1 },
    ])
    expect(body.doctors.map((d: { name: string }) => d.name)).toEqual(['Dr. Dos', 'Dra. Uno'])
    expect(body.doctors[1]).toEqual({
      id: ID.d1,
      name: 'Dra. Uno',
      color: '#1e88e5',
      specialtyId: ID.general,
      specialtyName: 'Medicina General',
      weekdays: [1, 2, 3, 4, 5],
    })
    expect(body.procedures.map((p: { code: string }) => p.code)).toEqual(['BUF-1', 'CON-1', 'LONG-1', 'ODO-1'])
    expect(body.procedures[0]).toMatchObject({
      name: 'Procedure BUF-1',
      durationMinutes: 30,
      price: 30,
      categoryName: 'Consultas',
    })
    expect(body.openingHours).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, hours: { open: '09:00', close: '17:00' } })),
      { weekday: 6, hours: null },
      { weekday: 7, hours: null },
    ])
  })

  it('gives away no licence, e-mail or phone', async () => {
    const { body } = await w.h.call('GET', 'api/medical/showcase', { token: null })
    const text = JSON.stringify(body)
    expect(text).not.toContain('LIC-1')
    expect(text).not.toMatch(/"(email|phone|licence)"/)
  })
})
