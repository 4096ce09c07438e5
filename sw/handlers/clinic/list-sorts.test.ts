import { beforeAll, describe, expect, it } from 'vitest'
import {
  BLOCKED_PERIOD_SORTS,
  DOCTOR_SORTS,
  PERSON_SORTS,
  PROCEDURE_SORTS,
  PRODUCT_SORTS,
} from '@/shared/constants/clinic/list-sorts'
import { optSort } from '@/features/clinic/lib/search'
import { createWorld, type World } from '../../../tests/setup/clinic-world'

let w: World
beforeAll(async () => {
  w = await createWorld()
})

const lists = [
  ['api/medical/persons', PERSON_SORTS],
  ['api/medical/products', PRODUCT_SORTS],
  ['api/medical/procedures', PROCEDURE_SORTS],
  ['api/medical/doctors', DOCTOR_SORTS],
  ['api/medical/blocked-periods', BLOCKED_PERIOD_SORTS],
] as const

// The page's route and the worker's handler read one list each: what the address bar may carry, the API sorts by.
describe.each(lists)('%s sorts by the shared list', (path, sorts) => {
  it('answers every field of the list, in both orders, and the route keeps each', async () => {
    for (const { field } of sorts) {
      expect(optSort(sorts)(field)).toBe(field)
      for (const order of ['asc', 'desc']) {
        const res = await w.h.call('GET', path, { query: { sort: field, order } })
        expect(res.status, `${path} sort=${field} ${order}`).toBe(200)
      }
    }
  })

  it('refuses a field outside it with 400 naming sort, and the route drops it', async () => {
    const res = await w.h.call('GET', path, { query: { sort: 'passwordHash' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'sort' })
    expect(optSort(sorts)('passwordHash')).toBeUndefined()
  })
})
