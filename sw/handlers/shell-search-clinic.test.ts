import { beforeEach, describe, expect, it } from 'vitest'
import { book, createWorld, ID, MON, NEXT_MON, type World } from '../../tests/setup/clinic-world'

let w: World
beforeEach(async () => {
  w = await createWorld()
  expect((await book(w, { patientId: ID.pa, start: `${MON}T09:00` })).status).toBe(201)
  expect((await book(w, { patientId: ID.pb, start: `${NEXT_MON}T10:00` })).status).toBe(201)
})

type Set = { id: string; label: string; results: Array<Record<string, unknown> & { value: string; link: string }> }
const search = async (query: string, token: string) => {
  const res = await w.h.call('POST', 'api/common/search', { body: { query }, token })
  expect(res.status).toBe(200)
  return res.body as Set[]
}
const setOf = (sets: Set[], id: string) => sets.find((s) => s.id === id)
const values = (sets: Set[], id: string) => setOf(sets, id)?.results.map((r) => r.value) ?? []

describe('POST api/common/search: the clinic', () => {
  it('finds a specialty ignoring accents and case, with the template result shape', async () => {
    for (const query of ['odontologia', 'ODONTOLOGÍA', 'Odontolo']) {
      const sets = await search(query, w.tokens.admin)
      expect(setOf(sets, 'specialties')).toMatchObject({
        label: 'Specialties',
        results: [
          {
            id: ID.dental,
            name: 'Odontología',
            value: 'Odontología',
            link: expect.stringMatching(/^\/medical\/general-agenda\?doctors=doc-2$/),
          },
        ],
      })
    }
  })

  it('lets staff find patients and every appointment of them, soonest first', async () => {
    for (const token of [w.tokens.admin, w.tokens.reception, w.tokens.doctor1]) {
      const sets = await search('prueba', token)
      expect(values(sets, 'patients')).toEqual(['Ana Prueba', 'Berta Prueba', 'Inés Prueba'])
      expect(setOf(sets, 'patients')!.results[0]).toMatchObject({
        id: ID.pa,
        documentNumber: '11111111A',
        link: `/persons/add-persons/${ID.pa}`,
      })
      const appointments = setOf(sets, 'appointments')!.results
      expect(appointments.map((a) => [a.patientId, a.start])).toEqual([
        [ID.pa, `${MON}T09:00`],
        [ID.pb, `${NEXT_MON}T10:00`],
      ])
      expect(appointments[0]).toMatchObject({
        value: `${MON} 09:00 · Ana Prueba`,
        link: expect.stringMatching(/^\/medical\/envio-medical\/.+/),
        doctorName: 'Dra. Uno',
        procedureName: 'Procedure CON-1',
      })
    }
    expect(values(await search('ines', w.tokens.reception), 'patients')).toEqual(['Inés Prueba'])
  })

  it('finds appointments by doctor and procedure too', async () => {
    expect(setOf(await search('dra. uno', w.tokens.reception), 'appointments')!.results).toHaveLength(2)
    expect(setOf(await search('con-1', w.tokens.reception), 'procedures')!.results.map((r) => r.id)).toEqual([ID.cons])
  })

  it('gives a patient only its own appointments and the public catalogue, never patients or products', async () => {
    const sets = await search('prueba', w.tokens.patient)
    expect(sets.map((s) => s.id)).toEqual(['appointments'])
    expect(sets[0]!.results.map((a) => a.patientId)).toEqual([ID.pa])
    expect(sets[0]!.results[0]!.value).toBe(`${MON} 09:00 · Procedure CON-1`)
    expect(values(await search('dra', w.tokens.patient), 'doctors')).toEqual(['Dra. Uno'])
    expect(setOf(await search('dra', w.tokens.patient), 'doctors')!.results[0]!.link).toBe(
      `/medical/envio-medical/0?doctorId=${ID.d1}`,
    )
    expect(await search('paracetamol', w.tokens.patient)).toEqual([])
    expect(await search('22222222', w.tokens.patient)).toEqual([])
  })

  it('hides inactive doctors and procedures from a patient but not from staff', async () => {
    expect(values(await search('tres', w.tokens.patient), 'doctors')).toEqual([])
    expect(values(await search('tres', w.tokens.admin), 'doctors')).toEqual(['Dr. Tres'])
    expect(values(await search('off-1', w.tokens.patient), 'procedures')).toEqual([])
    expect(values(await search('off-1', w.tokens.reception), 'procedures')).toEqual(['Procedure OFF-1'])
  })

  it('finds products for admin and reception only', async () => {
    expect(setOf(await search('paracetamol', w.tokens.admin), 'products')!.results[0]).toMatchObject({
      sku: 'MED-1',
      value: 'Paracetamol',
      link: '/maintenance/admin-products?q=MED-1',
    })
    expect(values(await search('med-1', w.tokens.reception), 'products')).toEqual(['Paracetamol'])
    expect(await search('paracetamol', w.tokens.doctor1)).toEqual([])
  })

  it('finds nothing of another patient for a patient account without a record', async () => {
    expect(await search('prueba', w.tokens.newPatient)).toEqual([])
  })
})
