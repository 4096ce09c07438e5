import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { clinicSeeder } from '@seeds/clinic/seeder'
import { helpCenterSeeder } from '@seeds/help-center'
import { resetDatabase } from '@seeds/run'
import type { Role } from '@/shared/schemas/auth'
import { mayOpen } from '@/shared/access'

const PATH = 'api/apps/help-center/support'
const DEMO: Record<Role, string> = {
  admin: 'hughes.brian@company.com',
  reception: 'recepcion@clinica.test',
  doctor: 'doctor@clinica.test',
  patient: 'paciente@clinica.test',
}
const valid = {
  topic: 'booking',
  subject: 'Cannot book on Friday',
  message: 'The agenda shows no free slot on Friday afternoon.',
}

let h: Harness
const tokens = {} as Record<Role, string>

async function signIn(role: Role) {
  const account = await h.db.table('users').where('email').equals(DEMO[role]).first()
  tokens[role] = await h.tokenFor({ id: account.id, email: account.email, role })
}

beforeEach(async () => {
  h = await createHarness({
    seeders: [coreSeeder, clinicSeeder, helpCenterSeeder],
    now: new Date('2026-03-02T10:00:00.000Z'),
  })
  for (const role of ['admin', 'reception', 'doctor', 'patient'] as const) await signIn(role)
})

describe('POST api/apps/help-center/support', () => {
  it('files a request from any signed-in role, with its author and time, 201', async () => {
    const res = await h.call('POST', PATH, { token: tokens.patient, body: valid })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ ...valid, email: DEMO.patient, createdAt: '2026-03-02T10:00:00.000Z' })
    expect(typeof res.body.id).toBe('string')
    expect(res.body.name).not.toBe('')
    expect(await h.db.table('supportRequests').get(res.body.id)).toMatchObject({
      subject: valid.subject,
      userId: res.body.userId,
    })
  })

  it('trims the subject and keeps the lines of the message', async () => {
    const res = await h.call('POST', PATH, {
      token: tokens.doctor,
      body: { ...valid, subject: '  Stock  ', message: 'Line one\nLine two of it' },
    })
    expect(res.body).toMatchObject({ subject: 'Stock', message: 'Line one\nLine two of it' })
  })

  it.each([
    ['an unknown topic', { ...valid, topic: 'billing' }, 'topic', 'Choose a topic'],
    ['a blank subject', { ...valid, subject: '   ' }, 'subject', 'Required'],
    ['a missing subject', { topic: 'sync', message: valid.message }, 'subject', 'Required'],
    ['a subject over 120 characters', { ...valid, subject: 'x'.repeat(121) }, 'subject', 'At most 120 characters'],
    ['a message under 10 characters', { ...valid, message: 'Too short' }, 'message', 'At least 10 characters'],
    ['a message over 4000 characters', { ...valid, message: 'x'.repeat(4001) }, 'message', 'At most 4000 characters'],
    [
      'a control character',
      { ...valid, subject: 'Bad\u0000subject' },
      'subject',
      'Must not contain control characters',
    ],
  ])('refuses %s with 400 naming the field, and files nothing', async (_, body, field, reason) => {
    const res = await h.call('POST', PATH, { token: tokens.reception, body })
    expect(res).toMatchObject({ status: 400, body: { field, reason } })
    expect(typeof res.body.error).toBe('string')
    expect(await h.db.table('supportRequests').count()).toBe(0)
  })

  it('refuses a body that is not an object (400) and a request without a token (401)', async () => {
    expect(await h.call('POST', PATH, { body: [valid] })).toMatchObject({ status: 400, body: { field: 'body' } })
    expect((await h.call('POST', PATH, { token: null, body: valid })).status).toBe(401)
    expect(await h.db.table('supportRequests').count()).toBe(0)
  })
})

describe('GET api/apps/help-center/support', () => {
  beforeEach(async () => {
    await h.call('POST', PATH, { token: tokens.patient, body: valid })
    h.setNow(new Date('2026-03-02T11:00:00.000Z'))
    await signIn('doctor')
    await h.call('POST', PATH, { token: tokens.doctor, body: { ...valid, topic: 'stock', subject: 'Gloves missing' } })
  })

  it.each(['admin', 'reception', 'doctor'] as const)('lists every request, newest first, to %s', async (role) => {
    const res = await h.call('GET', PATH, { token: tokens[role] })
    expect(res.status).toBe(200)
    expect(res.body.map((r: { subject: string }) => r.subject)).toEqual(['Gloves missing', valid.subject])
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'message',
      'name',
      'subject',
      'topic',
      'userId',
    ])
  })

  it('refuses the list to a patient (403), even one who filed a request', async () => {
    const res = await h.call('GET', PATH, { token: tokens.patient })
    expect(res.status).toBe(403)
    expect(typeof res.body.error).toBe('string')
  })
})

describe('support requests and the demo-data reset', () => {
  it('are cleared by a reset, as every other change is', async () => {
    await h.call('POST', PATH, { token: tokens.patient, body: valid })
    expect(await h.db.table('supportRequests').count()).toBe(1)
    await resetDatabase(h.db, h.now(), [coreSeeder, clinicSeeder, helpCenterSeeder])
    expect(await h.db.table('supportRequests').count()).toBe(0)
  })
})

describe('support access rule', () => {
  it("lets a patient open the support page though the rest of the help center is the staff's", () => {
    expect(mayOpen('patient', '/apps/help-center/support')).toBe(true)
    expect(mayOpen('patient', '/apps/help-center')).toBe(false)
  })
})
