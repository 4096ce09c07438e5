import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { shellSeeder } from '@seeds/shell'
import { contactsSeeder } from '@seeds/contacts'
import type { Role } from '@/shared/schemas/auth'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, shellSeeder, contactsSeeder] })
})

const tokenOf = (role: Role) => h.accountToken({ id: `user-${role}`, email: `${role}@clinic.test`, role })

const reset = (body?: unknown, token?: string) => h.call('POST', 'api/common/reset-demo-data', { body, token })
const contactCount = () => h.db.table('contacts').count()
const deleteAContact = async () => {
  const first = (await h.call('GET', 'api/apps/contacts/all')).body[0]
  expect((await h.call('DELETE', 'api/apps/contacts/contact', { query: { id: first.id } })).status).toBe(200)
}

describe('POST api/common/reset-demo-data', () => {
  it('refuses every role but admin with 403, and wipes nothing', async () => {
    const before = await contactCount()
    await deleteAContact()
    for (const role of ['reception', 'doctor', 'patient'] as const) {
      const token = await tokenOf(role)
      expect(await reset({ discardUnsynced: 1 }, token)).toEqual({
        status: 403,
        body: { error: 'You are not allowed to do this' },
      })
    }
    expect(await contactCount()).toBe(before - 1)
    expect(await h.db.table('outbox').count()).toBe(1)
    expect(await h.db.table('users').get('user-patient')).toBeTruthy()
  })

  it('resets at once for an admin when nothing is unsynced', async () => {
    expect(await reset()).toEqual({ status: 200, body: true })
  })

  it('answers 409 with the count while unsynced changes exist, until the admin names that count', async () => {
    const before = await contactCount()
    await deleteAContact()
    await deleteAContact()
    const refused = await reset()
    expect(refused).toEqual({
      status: 409,
      body: {
        error: '2 unsynced changes would be lost',
        field: 'discardUnsynced',
        reason: 'Unsynced changes',
        unsynced: 2,
      },
    })
    // A count that is no longer right (another change came in meanwhile) is refused the same way.
    expect((await reset({ discardUnsynced: 1 })).body).toMatchObject({ unsynced: 2 })
    expect(await contactCount()).toBe(before - 2)
    expect(await h.db.table('outbox').count()).toBe(2)

    expect(await reset({ discardUnsynced: 2 })).toEqual({ status: 200, body: true })
    expect(await contactCount()).toBe(before)
    expect(await h.db.table('outbox').count()).toBe(0)
  })

  it('answers 400 naming discardUnsynced when it is not a whole number', async () => {
    for (const discardUnsynced of ['2', -1, 1.5]) {
      expect(await reset({ discardUnsynced })).toMatchObject({
        status: 400,
        body: { field: 'discardUnsynced', reason: 'Must be a whole number from 0' },
      })
    }
  })
})
