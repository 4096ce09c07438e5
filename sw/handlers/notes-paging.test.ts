import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { notesSeeder } from '@seeds/notes'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, notesSeeder] })
})

type NoteView = {
  id: string
  title: string
  archived: boolean
  reminder: string | null
  labels: Array<{ id: string; title: string } | null>
}
const get = (query: Record<string, string | number> = {}) => h.call('GET', 'api/apps/notes/all', { query })
const ids = (notes: NoteView[]) => notes.map((n) => n.id)

describe('GET api/apps/notes/all paging (our extension)', () => {
  it('serves the first, a middle and the last page in storage order; without page or size, the bare array', async () => {
    const whole = await get()
    expect(whole.status).toBe(200)
    expect(Array.isArray(whole.body)).toBe(true)
    const every = ids(whole.body)
    expect(every).toHaveLength(15)
    const first = await get({ page: 1, size: 6 })
    expect(first).toEqual({
      status: 200,
      body: { items: expect.any(Array), pagination: { total: 15, page: 1, size: 6, lastPage: 3 } },
    })
    expect(ids(first.body.items)).toEqual(every.slice(0, 6))
    expect(ids((await get({ page: 2, size: 6 })).body.items)).toEqual(every.slice(6, 12))
    const last = await get({ page: 3, size: 6 })
    expect(ids(last.body.items)).toEqual(every.slice(12))
    expect(last.body.pagination).toEqual({ total: 15, page: 3, size: 6, lastPage: 3 })
  })

  it('answers an empty list past the last page, and defaults the parameter not sent', async () => {
    expect((await get({ page: 4, size: 6 })).body).toEqual({
      items: [],
      pagination: { total: 15, page: 4, size: 6, lastPage: 3 },
    })
    expect((await get({ page: 1 })).body.pagination).toEqual({ total: 15, page: 1, size: 50, lastPage: 1 })
    expect((await get({ size: 5 })).body.pagination).toEqual({ total: 15, page: 1, size: 5, lastPage: 3 })
    expect((await get({ size: 500 })).body.items).toHaveLength(15)
  })

  it('refuses bad paging values with 400 naming the field', async () => {
    for (const [field, value] of [
      ['page', 0],
      ['page', -1],
      ['page', 'two'],
      ['page', '1.5'],
      ['page', ''],
      ['size', 0],
      ['size', 501],
      ['size', 'x'],
    ] as const) {
      const res = await get({ [field]: value })
      expect(res.status, `${field}=${value}`).toBe(400)
      expect(res.body).toMatchObject({
        field,
        reason: field === 'page' ? 'Must be a whole number from 1' : 'Must be a whole number from 1 to 500',
      })
    }
  })

  it('narrows by view, label and search before paging, as the notes page does', async () => {
    const every: NoteView[] = (await get()).body
    const archived = await get({ view: 'archive', page: 1, size: 2 })
    expect(archived.body.pagination).toMatchObject({ total: 3, lastPage: 2 })
    expect(ids(archived.body.items)).toEqual(ids(every.filter((n) => n.archived)).slice(0, 2))
    expect((await get({ view: 'reminders' })).body).toHaveLength(every.filter((n) => n.reminder && !n.archived).length)
    const family = every.find((n) => n.labels[0]?.title === 'Family')!.labels[0]!
    expect(ids((await get({ label: family.id })).body)).toEqual(
      ids(every.filter((n) => !n.archived && n.labels.some((l) => l?.id === family.id))),
    )
    const word = every[0]!.title.split(' ')[0]!
    expect((await get({ q: word, page: 1 })).body.items.length).toBeGreaterThan(0)
    expect((await get({ view: 'bin' })).body).toMatchObject({ field: 'view' })
  })
})
