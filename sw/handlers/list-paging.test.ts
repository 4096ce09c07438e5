import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { tasksSeeder } from '@seeds/tasks'
import { contactsSeeder } from '@seeds/contacts'
import { chatSeeder } from '@seeds/chat'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, tasksSeeder, contactsSeeder, chatSeeder] })
})

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id)

// Each list route keeps the contract's bare array without paging parameters and pages it on request.
describe.each(['api/apps/tasks/all', 'api/apps/contacts/all', 'api/apps/chat/chats', 'api/apps/chat/contacts'])(
  'GET %s paging (our extension)',
  (path) => {
    it('pages the bare array at its first page, last page and beyond', async () => {
      const whole = await h.call('GET', path)
      expect(Array.isArray(whole.body)).toBe(true)
      const every = ids(whole.body)
      const total = every.length
      expect(total).toBeGreaterThan(3)
      const size = 3
      const lastPage = Math.ceil(total / size)
      const first = await h.call('GET', path, { query: { page: 1, size } })
      expect(first.status).toBe(200)
      expect(first.body.pagination).toEqual({ total, page: 1, size, lastPage })
      expect(ids(first.body.items)).toEqual(every.slice(0, size))
      // The same shape of item as the bare list.
      expect(first.body.items[0]).toEqual(whole.body[0])
      const last = await h.call('GET', path, { query: { page: lastPage, size } })
      expect(ids(last.body.items)).toEqual(every.slice((lastPage - 1) * size))
      expect((await h.call('GET', path, { query: { page: lastPage + 1, size } })).body).toEqual({
        items: [],
        pagination: { total, page: lastPage + 1, size, lastPage },
      })
    })

    it('refuses bad paging values with 400 naming the field', async () => {
      expect((await h.call('GET', path, { query: { page: 0 } })).body).toMatchObject({
        field: 'page',
        reason: 'Must be a whole number from 1',
      })
      expect((await h.call('GET', path, { query: { size: 501 } })).body).toMatchObject({
        field: 'size',
        reason: 'Must be a whole number from 1 to 500',
      })
      expect((await h.call('GET', path, { query: { size: 'ten' } })).status).toBe(400)
    })
  },
)
