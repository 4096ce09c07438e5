// The worker's sync engine against the real sync server (server/), both in this process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '@/shared/db/database'
import { putRow } from '@/shared/db/mutate'
import { clinicSeeder } from '@seeds/clinic/seeder'
import { coreSeeder } from '@seeds/core'
import { resetDatabase, seedDatabase } from '@seeds/run'
import { setRole } from '../../server/src/accounts'
import { createServerHarness, DEMO, NOW, type DemoAccount, type Harness } from '../../server/test/harness'
import { conflictsOf } from './client'
import { createSyncEngine, type SyncEngine } from './engine'
import { sessionOf } from './session'

const T = 'alpha'
const ORIGIN = 'http://clinic.test'
const DAY_BEFORE = new Date(NOW.getTime() - 86_400_000)

describe('the worker syncing with a server', () => {
  let h: Harness
  const engines: SyncEngine[] = []
  beforeAll(async () => {
    h = await createServerHarness([T])
  })
  afterAll(async () => {
    engines.forEach((e) => e.stop())
    await h.close()
  })

  /** The origin serves the app and the server; `config: false` is a plain static host (no server). */
  function originFetch({ config = true } = {}): typeof fetch {
    return async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.pathname === '/sync-config.json') {
        return config
          ? Response.json({ server: '/', tenant: T })
          : new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })
      }
      if (!config) throw new TypeError('Failed to fetch')
      return h.app.request(url.pathname + url.search, init)
    }
  }

  async function device(seededOn = NOW, fetchFn = originFetch(), liveRetryMs?: number, liveSilenceMs?: number) {
    const db = createDb(`engine-${crypto.randomUUID()}`)
    await seedDatabase(db, seededOn, [coreSeeder, clinicSeeder])
    let announced = 0
    const engine = createSyncEngine({
      db,
      configUrl: `${ORIGIN}/sync-config.json`,
      fetchFn,
      announce: () => (announced += 1),
      settleMs: 10,
      backoffMs: 50,
      liveRetryMs,
      liveSilenceMs,
    })
    engines.push(engine)
    return { db, engine, announced: () => announced }
  }

  const signIn = (engine: SyncEngine, who: DemoAccount) => engine.signIn(DEMO[who].email, DEMO[who].password)
  const serverRows = (table: string) =>
    h.db.query<{ id: string }>('select id from rows where tenant_id = $1 and tbl = $2 and not deleted', [T, table])
  const until = async (check: () => Promise<boolean>, ms = 30_000) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
      if (await check()) return
    throw new Error('timed out')
  }

  it('stays a local-only demo when the origin names no server', async () => {
    const d = await device(NOW, originFetch({ config: false }))
    expect(await signIn(d.engine, 'reception')).toEqual({ status: 'none' })
    await d.engine.runNow()
    expect(await sessionOf(d.db)).toBeUndefined()
    expect(d.announced()).toBe(0)
  })

  it("joins: pushes the device's own change first, then holds the server's data in place of its seed", async () => {
    const d = await device(DAY_BEFORE)
    const person = (await d.db.table('persons').toCollection().first()) as Record<string, unknown>
    const mine = await putRow(d.db, 'persons', {
      ...person,
      id: crypto.randomUUID(),
      documentNumber: 'JOIN-0001',
      names: 'Hecha sin conexión',
    })
    expect(await signIn(d.engine, 'reception')).toMatchObject({ status: 'ok' })
    await until(
      async () =>
        (await d.db.table('persons').get(mine.id)) !== undefined &&
        (await d.db.table('outbox').count()) === 0 &&
        d.announced() > 0,
    )
    await d.engine.idle()
    const local = (await d.db.table('appointments').toCollection().primaryKeys()).sort()
    expect(local).toEqual((await serverRows('appointments')).map((r) => r.id).sort())
    expect((await serverRows('persons')).map((r) => r.id)).toContain(mine.id)
    expect(await conflictsOf(d.db)).toEqual([])
  })

  it("holds the server's data again after a demo-data reset of a joined device", async () => {
    const d = await device()
    await signIn(d.engine, 'reception')
    await until(async () => !!(await d.db.table('meta').get('sync:joined')))
    await d.engine.idle()
    await resetDatabase(d.db, DAY_BEFORE, [coreSeeder, clinicSeeder])
    await d.engine.runNow()
    const local = (await d.db.table('appointments').toCollection().primaryKeys()).sort()
    expect(local).toEqual((await serverRows('appointments')).map((r) => r.id).sort())
  })

  it('refuses a password the server refuses, and takes a role changed on the server at the next sync', async () => {
    const d = await device()
    expect(await d.engine.signIn(DEMO.doctor.email, 'not-the-password')).toEqual({ status: 'refused' })
    const ok = await signIn(d.engine, 'doctor')
    if (ok.status !== 'ok') throw new Error('sign-in failed')
    await d.engine.runNow()
    await setRole(h.db, T, ok.session.account.id, 'reception')
    await d.engine.runNow()
    expect(await d.db.table('users').get(ok.session.account.id)).toMatchObject({ role: 'reception' })
    await setRole(h.db, T, ok.session.account.id, 'doctor')
  })

  it("is in the server's list of the business's devices after a round that only pulled", async () => {
    const d = await device()
    await signIn(d.engine, 'doctor')
    await until(async () => !!(await d.db.table('meta').get('sync:joined')))
    await d.engine.runNow()
    const clientId = ((await d.db.table('meta').get('sync:clientId')) as { value: string }).value
    const listed = await h.call('GET', '/sync/devices', { token: await h.signIn(T, 'admin') })
    expect((listed.body as { devices: Array<{ clientId: string; role: string }> }).devices).toContainEqual(
      expect.objectContaining({ clientId, role: 'doctor' }),
    )
  })

  it("shows another device's change through the live signal, without being asked", async () => {
    const desk = await device()
    const doctor = await device()
    await signIn(desk.engine, 'reception')
    await signIn(doctor.engine, 'doctor')
    await until(
      async () =>
        !!(await doctor.db.table('meta').get('sync:joined')) && !!(await desk.db.table('meta').get('sync:joined')),
    )
    const person = (await desk.db.table('persons').toCollection().first()) as Record<string, unknown>
    const made = await putRow(desk.db, 'persons', {
      ...person,
      id: crypto.randomUUID(),
      documentNumber: 'LIVE-0001',
      names: 'En vivo',
    })
    desk.engine.request()
    await until(async () => (await doctor.db.table('persons').get(made.id)) !== undefined)
  })

  it('opens the live stream again as soon as a round reaches the server, not after its reconnect delay', async () => {
    const desk = await device()
    await signIn(desk.engine, 'reception')
    // The doctor's live stream keeps failing (the server away) until the test, after the joins, brings it
    // back at the moment of a failure: from the fifth on, the stream then waits 3.2 s or more to try again.
    let liveFailures = 0
    let bringBack = false
    let back: () => void = () => undefined
    const backAgain = new Promise<void>((resolve) => (back = resolve))
    let liveDown = true
    const serve = originFetch()
    const flaky: typeof fetch = async (input, init) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname
      if (path === '/sync/live' && liveDown) {
        liveFailures += 1
        if (bringBack && liveFailures >= 5) {
          liveDown = false
          back()
        }
        throw new TypeError('Failed to fetch')
      }
      return serve(input, init)
    }
    const doctor = await device(NOW, flaky, 200)
    await signIn(doctor.engine, 'doctor')
    await until(
      async () =>
        !!(await doctor.db.table('meta').get('sync:joined')) && !!(await desk.db.table('meta').get('sync:joined')),
    )
    bringBack = true
    await backAgain
    await doctor.engine.runNow()
    const person = (await desk.db.table('persons').toCollection().first()) as Record<string, unknown>
    const made = await putRow(desk.db, 'persons', {
      ...person,
      id: crypto.randomUUID(),
      documentNumber: 'LIVE-0002',
      names: 'De vuelta',
    })
    desk.engine.request()
    await until(async () => (await doctor.db.table('persons').get(made.id)) !== undefined, 2500)
  })

  it('after the server was away, opens a new live stream even if the old one looks open (a dead connection)', async () => {
    const desk = await device()
    await signIn(desk.engine, 'reception')
    const serve = originFetch()
    let away = false
    let absences = 0
    let refused = 0
    // While away, requests fail; a live stream opened before goes silent for good without ending, as one cut behind a proxy.
    const cutBehindProxy: typeof fetch = async (input, init) => {
      if (away) {
        refused += 1
        throw new TypeError('Failed to fetch')
      }
      const res = await serve(input, init)
      if (new URL(input instanceof Request ? input.url : String(input)).pathname !== '/sync/live') return res
      const reader = res.body!.getReader()
      const silent = new Promise<never>(() => undefined)
      const openedIn = absences
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (absences !== openedIn) return silent
          const { value, done } = await reader.read()
          if (absences !== openedIn) return silent
          if (done) controller.close()
          else controller.enqueue(value)
        },
      })
      return new Response(body, { headers: res.headers })
    }
    const doctor = await device(NOW, cutBehindProxy)
    await signIn(doctor.engine, 'doctor')
    await until(
      async () =>
        !!(await doctor.db.table('meta').get('sync:joined')) && !!(await desk.db.table('meta').get('sync:joined')),
    )
    away = true
    absences += 1
    doctor.engine.request()
    await until(async () => refused > 0)
    away = false
    await doctor.engine.runNow()
    const person = (await desk.db.table('persons').toCollection().first()) as Record<string, unknown>
    const made = await putRow(desk.db, 'persons', {
      ...person,
      id: crypto.randomUUID(),
      documentNumber: 'LIVE-0003',
      names: 'Tras el corte',
    })
    desk.engine.request()
    await until(async () => (await doctor.db.table('persons').get(made.id)) !== undefined, 2500)
  })

  it('takes a live stream that goes silent without closing for dead, opens a new one and pulls what it missed', async () => {
    const desk = await device()
    await signIn(desk.engine, 'reception')
    const serve = originFetch()
    // From `muted` on, the streams already open say nothing more and never end (a proxy holding them);
    // every round still succeeds, so only the watchdog can notice. The harness's keep-alive is every 1 s.
    let muted = false
    const held: typeof fetch = async (input, init) => {
      const res = await serve(input, init)
      if (new URL(input instanceof Request ? input.url : String(input)).pathname !== '/sync/live' || muted) return res
      const reader = res.body!.getReader()
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { value, done } = await reader.read()
          if (muted) return new Promise<never>(() => undefined)
          if (done) controller.close()
          else controller.enqueue(value)
        },
      })
      return new Response(body, { headers: res.headers })
    }
    const doctor = await device(NOW, held, 100, 2500)
    await signIn(doctor.engine, 'doctor')
    await until(
      async () =>
        !!(await doctor.db.table('meta').get('sync:joined')) && !!(await desk.db.table('meta').get('sync:joined')),
    )
    await doctor.engine.idle()
    muted = true
    const person = (await desk.db.table('persons').toCollection().first()) as Record<string, unknown>
    const made = await putRow(desk.db, 'persons', {
      ...person,
      id: crypto.randomUUID(),
      documentNumber: 'LIVE-0004',
      names: 'Tras el silencio',
    })
    desk.engine.request()
    await until(async () => (await doctor.db.table('persons').get(made.id)) !== undefined, 8000)
  })

  it('stops when the server refuses its token (account removed), keeps the unsent change, and sends it after a new sign-in', async () => {
    const serve = originFetch()
    let syncCalls = 0
    const counting: typeof fetch = (input, init) => {
      if (new URL(input instanceof Request ? input.url : String(input)).pathname.startsWith('/sync/')) syncCalls += 1
      return serve(input, init)
    }
    const d = await device(NOW, counting)
    const ok = await signIn(d.engine, 'reception')
    if (ok.status !== 'ok') throw new Error('sign-in failed')
    await until(async () => !!(await d.db.table('meta').get('sync:joined')))
    await d.engine.idle()
    const [account] = await h.db.query('select * from accounts where tenant_id = $1 and id = $2', [
      T,
      ok.session.account.id,
    ])
    await h.db.query('delete from accounts where tenant_id = $1 and id = $2', [T, ok.session.account.id])

    const person = (await d.db.table('persons').toCollection().first()) as Record<string, unknown>
    const made = await putRow(d.db, 'persons', { ...person, id: crypto.randomUUID(), documentNumber: 'GONE-0001' })
    await expect(d.engine.runNow()).rejects.toMatchObject({ status: 401 })
    await until(async () => (await d.db.table('meta').get('sync:state'))?.value.status === 'unauthorized')
    const callsThen = syncCalls
    d.engine.request()
    await d.engine.syncNow()
    await new Promise((r) => setTimeout(r, 300))
    expect(syncCalls).toBe(callsThen)
    expect(await d.db.table('outbox').count()).toBe(1)

    const cols = Object.keys(account!)
    await h.db.query(
      `insert into accounts (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
      cols.map((c) => account![c]),
    )
    expect((await signIn(d.engine, 'reception')).status).toBe('ok')
    await until(async () => (await d.db.table('outbox').count()) === 0)
    expect((await serverRows('persons')).map((r) => r.id)).toContain(made.id)
  })
})
