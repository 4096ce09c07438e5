import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { putEntry } from '../../test/fixtures'
import { adminHarness, DEMO, type Harness } from '../../test/harness'
import { Sightings } from './devices'

const T = 'alpha'

describe('devices: PUT /sync/device, GET /sync/devices', () => {
  let h: Harness
  let admin: string
  let reception: string
  beforeAll(async () => {
    ;({ h, admin } = await adminHarness(T))
    reception = await h.signIn(T, 'reception')
  })
  afterAll(() => h.close())

  it('names a device, and the admin lists the devices with name, account, role and last seen', async () => {
    const named = await h.call('PUT', '/sync/device', {
      token: reception,
      body: { clientId: 'front-desk-01', name: '  Front desk PC ' },
    })
    expect(named).toMatchObject({
      status: 200,
      body: { device: { clientId: 'front-desk-01', name: 'Front desk PC', lastSeen: expect.any(String) } },
    })
    // A device that pushed but never named itself is listed too, without a name.
    const note = { id: crypto.randomUUID(), title: 'x', notes: '' }
    await h.call('POST', '/sync/push', {
      token: admin,
      body: { clientId: 'admin-laptop', entries: [putEntry(1, 'notes', note)] },
    })

    const list = await h.call('GET', '/sync/devices', { token: admin })
    expect(list.status).toBe(200)
    expect(list.body.devices).toEqual([
      expect.objectContaining({ clientId: 'admin-laptop', name: null, accountEmail: DEMO.admin.email, role: 'admin' }),
      expect.objectContaining({
        clientId: 'front-desk-01',
        name: 'Front desk PC',
        accountEmail: DEMO.reception.email,
        role: 'reception',
        firstSeen: expect.any(String),
      }),
    ])
  })

  it('renames, and moves the device to the account that sent the name', async () => {
    await h.call('PUT', '/sync/device', { token: admin, body: { clientId: 'front-desk-01', name: 'Desk 2' } })
    const list = await h.call('GET', '/sync/devices', { token: admin })
    expect(list.body.devices.find((d: { clientId: string }) => d.clientId === 'front-desk-01')).toMatchObject({
      name: 'Desk 2',
      role: 'admin',
    })
  })

  it('counts a pull that names its device as seeing it', async () => {
    await h.call('GET', '/sync/pull?since=999999&clientId=pulling-tablet', { token: reception })
    const list = await h.call('GET', '/sync/devices', { token: admin })
    expect(list.body.devices[0]).toMatchObject({ clientId: 'pulling-tablet', name: null, role: 'reception' })
  })

  it('answers 400 with field and reason for a bad name or client id, storing nothing', async () => {
    const put = (body: unknown) => h.call('PUT', '/sync/device', { token: reception, body })
    expect(await put({ clientId: 'front-desk-09', name: '   ' })).toEqual({
      status: 400,
      body: { error: 'name: Required', field: 'name', reason: 'Required' },
    })
    expect((await put({ clientId: 'front-desk-09', name: 'x'.repeat(61) })).body).toMatchObject({
      field: 'name',
      reason: 'At most 60 characters',
    })
    expect((await put({ clientId: 'short', name: 'Desk' })).body).toMatchObject({
      field: 'clientId',
      reason: 'At least 8 characters',
    })
    expect((await put({ name: 'Desk' })).body).toMatchObject({ field: 'clientId', reason: 'Required' })
    expect((await put({ clientId: 'front-desk-09', name: 'x'.repeat(60) })).status).toBe(200)
    const ids = (await h.call('GET', '/sync/devices', { token: admin })).body.devices.map(
      (d: { clientId: string }) => d.clientId,
    )
    expect(ids).not.toContain('short')
  })

  it('shows the list to the admin only: 403 for the other roles, 401 without a token', async () => {
    expect(await h.call('GET', '/sync/devices', { token: reception })).toEqual({
      status: 403,
      body: { error: 'Forbidden' },
    })
    expect((await h.call('GET', '/sync/devices', { token: await h.signIn(T, 'doctor') })).status).toBe(403)
    expect((await h.call('GET', '/sync/devices', { token: await h.signIn(T, 'patient') })).status).toBe(403)
    expect((await h.call('GET', '/sync/devices')).status).toBe(401)
  })
})

describe('Sightings: a device seen pulling is written at most once a window', () => {
  it('is due the first time, not again within the window, and again after it', () => {
    const seen = new Sightings(60_000)
    expect(seen.due('alpha|tablet|acc', 0)).toBe(true)
    expect(seen.due('alpha|tablet|acc', 59_999)).toBe(false)
    expect(seen.due('alpha|desk|acc', 59_999)).toBe(true)
    expect(seen.due('alpha|tablet|acc', 60_000)).toBe(true)
  })
})
