// The worker's api/auth/sign-in when the app belongs to a sync server: the server's accounts decide.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { coreSeeder } from '@seeds/core'
import { putAccount } from '../../server/src/accounts'
import { createServerHarness, DEMO, type Harness } from '../../server/test/harness'
import { createHarness } from '../../tests/setup/api-harness'
import { createSyncEngine } from './engine'
import { useRemoteSignIn } from './remote-sign-in'

const T = 'alpha'
const admin = DEMO.admin

describe('sign-in on a device that belongs to a sync server', () => {
  let server: Harness
  let online = true
  beforeAll(async () => {
    server = await createServerHarness([T])
  })
  afterEach(() => useRemoteSignIn(undefined))
  afterAll(() => server.close())

  async function device() {
    const h = await createHarness({ seeders: [coreSeeder] })
    const fetchFn: typeof fetch = async (input, init) => {
      if (!online) throw new TypeError('Failed to fetch')
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.pathname === '/sync-config.json') return Response.json({ server: '/', tenant: T })
      return server.app.request(url.pathname + url.search, init)
    }
    const engine = createSyncEngine({
      db: h.db,
      configUrl: 'http://clinic.test/sync-config.json',
      fetchFn,
      announce: () => undefined,
    })
    useRemoteSignIn((email, password) => engine.signIn(email, password))
    return { h, engine }
  }
  const signIn = (h: Awaited<ReturnType<typeof device>>['h'], password: string) =>
    h.call('POST', 'api/auth/sign-in', { body: { email: admin.email, password }, token: null })

  it("follows the server's password, online and then offline, and refuses the device's old one", async () => {
    const { h, engine } = await device()
    const [account] = await server.db.query<{ id: string; name: string; person_id: string | null }>(
      'select id, name, person_id from accounts where tenant_id = $1 and email = $2',
      [T, admin.email],
    )
    const setServerPassword = (password: string) =>
      putAccount(server.db, T, {
        id: account!.id,
        email: admin.email,
        name: account!.name,
        role: 'admin',
        personId: account!.person_id,
        password,
      })
    await setServerPassword('changed-on-server')
    expect(await signIn(h, admin.password)).toEqual({ status: 404, body: false })
    const ok = await signIn(h, 'changed-on-server')
    expect(ok).toMatchObject({ status: 200, body: { user: { email: admin.email, role: 'admin' } } })
    online = false
    expect(await signIn(h, 'changed-on-server')).toMatchObject({ status: 200 })
    expect(await signIn(h, admin.password)).toEqual({ status: 404, body: false })
    online = true
    await setServerPassword(admin.password)
    engine.stop()
  })
})
