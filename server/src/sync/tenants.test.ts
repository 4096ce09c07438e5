import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataOf, putEntry, storedRow, type SyncedRow } from '../../test/fixtures'
import { createServerHarness, NOW, type Harness } from '../../test/harness'
import { ISSUER, signingSecret } from '../tokens'

/** Reads a live stream's events until `until` says stop (or the stream ends). */
async function readEvents(res: Response, until: (events: Array<{ event: string; data: unknown }>) => boolean) {
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  const events: Array<{ event: string; data: unknown }> = []
  let buffer = ''
  while (!until(events)) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (event) events.push({ event, data: data ? JSON.parse(data) : undefined })
    }
  }
  await reader.cancel()
  return events
}

describe('tenants', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createServerHarness(['alpha', 'beta'])
  })
  afterAll(() => h.close())

  it('seed each tenant with the same deterministic demo data, kept apart', async () => {
    const a = await dataOf<SyncedRow>(h.db, 'alpha', 'persons')
    const b = await dataOf<SyncedRow>(h.db, 'beta', 'persons')
    expect(a.length).toBeGreaterThan(0)
    expect(b).toEqual(a)
  })

  it('never let a push or a pull cross tenants', async () => {
    const alpha = await h.signIn('alpha', 'admin')
    const beta = await h.signIn('beta', 'admin')
    const person = (await dataOf<SyncedRow>(h.db, 'alpha', 'persons'))[0]!
    const res = await h.call('POST', '/sync/push', {
      token: alpha,
      body: { clientId: 'device-alpha', entries: [putEntry(1, 'persons', { ...person, names: 'Only Alpha' }, person)] },
    })
    expect(res.body.results[0].status).toBe('accepted')
    expect((await storedRow(h.db, 'beta', 'persons', person.id))!.data).toMatchObject({ names: person.names })
    const since = res.body.results[0].checkpoint - 1
    const alphaPull = await h.call('GET', `/sync/pull?since=${since}`, { token: alpha })
    expect(alphaPull.body.changes.map((c: { id: string }) => c.id)).toEqual([person.id])
    const betaPull = await h.call('GET', `/sync/pull?since=${since}`, { token: beta })
    expect(betaPull.body.changes.some((c: { row: { names?: string } | null }) => c.row?.names === 'Only Alpha')).toBe(
      false,
    )
  })

  it('refuse a token whose tenant claim names another tenant, and a wrong password per tenant', async () => {
    const [account] = await h.db.query<{ id: string }>(
      "select id from accounts where tenant_id = 'alpha' and role = 'admin'",
    )
    const forged = await new SignJWT({ tenant: 'gamma', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(account!.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await signingSecret(h.db))
    expect(await h.call('GET', '/sync/pull', { token: forged })).toEqual({
      status: 401,
      body: { error: 'Invalid token' },
    })
    const wrong = await h.call('POST', '/auth/sign-in', {
      body: { tenant: 'gamma', email: 'hughes.brian@company.com', password: 'admin' },
    })
    expect(wrong).toEqual({ status: 401, body: { error: 'Wrong email or password' } })
    const expired = await new SignJWT({ tenant: 'alpha', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(account!.id)
      .setIssuedAt(Math.floor(NOW.getTime() / 1000) - 7200)
      .setExpirationTime(Math.floor(NOW.getTime() / 1000) - 3600)
      .sign(await signingSecret(h.db))
    expect((await h.call('GET', '/sync/pull', { token: expired })).status).toBe(401)
  })

  it('signal a change to the live streams of its tenant only, across server instances', async () => {
    const other = await h.secondInstance()
    const alpha = await h.signIn('alpha', 'admin')
    const beta = await h.signIn('beta', 'admin')
    const alphaLive = await other.app.request('/sync/live', { headers: { authorization: alpha } })
    const betaLive = await other.app.request('/sync/live', { headers: { authorization: beta } })
    expect(alphaLive.headers.get('content-type')).toContain('text/event-stream')
    const person = (await dataOf<SyncedRow>(h.db, 'alpha', 'persons'))[1]!
    const alphaEvents = readEvents(alphaLive, (e) => e.some((x) => x.event === 'changed'))
    // The beta stream is read for as long as alpha's change takes, plus a heartbeat: nothing may arrive.
    const betaEvents = readEvents(betaLive, (e) => e.length > 1)
    await new Promise((r) => setTimeout(r, 200))
    const res = await h.call('POST', '/sync/push', {
      token: alpha,
      body: { clientId: 'device-live', entries: [putEntry(1, 'persons', { ...person, names: 'Live' }, person)] },
    })
    const events = await alphaEvents
    expect(events[0]).toMatchObject({ event: 'ready' })
    expect(events.at(-1)).toEqual({ event: 'changed', data: { checkpoint: res.body.results[0].checkpoint } })
    const quiet = await Promise.race([betaEvents, new Promise<'quiet'>((r) => setTimeout(() => r('quiet'), 1500))])
    expect(quiet).toBe('quiet')
  })
})
