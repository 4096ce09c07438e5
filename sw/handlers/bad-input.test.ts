import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { tasksSeeder } from '@seeds/tasks'
import { clinicSeeder } from '@seeds/clinic/seeder'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, tasksSeeder, clinicSeeder] })
})
afterEach(() => {
  vi.restoreAllMocks()
})

const firstTask = async () =>
  (await h.call('GET', 'api/apps/tasks/all')).body.find((t: { type: string }) => t.type === 'task')

describe('bad %-escapes in the path', () => {
  it('answers 400 naming the path instead of failing the request', async () => {
    for (const path of ['api/medical/persons/%', 'api/medical/persons/%E0%A4%A']) {
      expect(await h.call('GET', path)).toEqual({
        status: 400,
        body: { error: 'path: Malformed %-escape', field: 'path', reason: 'Malformed %-escape' },
      })
      expect((await h.call('DELETE', path)).status).toBe(400)
    }
  })
})

describe('a JSON body labelled multipart/form-data', () => {
  it('answers 415 naming the body and changes nothing', async () => {
    const task = await firstTask()
    const res = await h.call('PATCH', 'api/apps/tasks/task', {
      raw: {
        body: JSON.stringify({ id: task.id, task: { title: 'Changed' } }),
        contentType: 'multipart/form-data; boundary=zz',
      },
    })
    expect(res).toEqual({
      status: 415,
      body: { error: 'body: Expected application/json', field: 'body', reason: 'Expected application/json' },
    })
    expect((await firstTask()).title).toBe(task.title)
  })

  it('answers the avatar upload a 400 naming the body when the form does not parse', async () => {
    const res = await h.call('POST', 'api/apps/contacts/avatar', {
      raw: { body: '{"id":"x"}', contentType: 'multipart/form-data; boundary=zz' },
    })
    expect(res).toMatchObject({ status: 400, body: { field: 'body' } })
  })
})

describe('a full device', () => {
  it('answers writes 507 storage-full, keeps the data, and still reads and signs in', async () => {
    const task = await firstTask()
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    // Every write also records its change in the outbox: the browser refusing that write stands for a full device.
    vi.spyOn(h.db.table('outbox'), 'bulkAdd').mockRejectedValue(full)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await h.call('PATCH', 'api/apps/tasks/task', { body: { id: task.id, task: { title: 'Changed' } } })
    expect(res.status).toBe(507)
    expect(res.body).toMatchObject({ reason: 'storage-full', error: expect.stringContaining('storage is full') })
    expect((await firstTask()).title).toBe(task.title)
    const signIn = await h.call('POST', 'api/auth/sign-in', {
      body: { email: 'hughes.brian@company.com', password: 'admin' },
      token: null,
    })
    expect(signIn.status).toBe(200)
  })
})
