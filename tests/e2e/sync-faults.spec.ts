// Sync under faults (docs/sync.md, "Faults"): two browser profiles reach one sync server through a proxy
// that loses, fails, holds, doubles and delays requests; run by playwright.sync.config.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { callApi, openClinic, type ACCOUNTS } from './clinic.helpers'
import { faultProxy, type FaultProxy } from './sync-faults.proxy'
import { syncServer, type SyncServer } from './sync.server'
import { readDevice } from './sync.helpers'
import { buildMarker, SECOND_BUILD_MARKER } from './worker-update.helpers'

test.describe.configure({ mode: 'serial' })
test.setTimeout(240_000)

const PORT = Number(process.env.E2E_SYNC_PORT ?? 4174)
const SERVER_PORT = Number(process.env.E2E_SYNC_SERVER_PORT ?? PORT + 100)
let server: SyncServer
let proxy: FaultProxy
const contexts: Array<{ close(): Promise<void> }> = []
let desk: Page
let admin: Page

type PersonRow = { id: string; version: number; names: string; surnames: string; phone: string }

async function device(browser: Browser, role: keyof typeof ACCOUNTS): Promise<Page> {
  const context = await browser.newContext()
  contexts.push(context)
  const page = await context.newPage()
  await openClinic(page, role, '/medical/home')
  await expect.poll(() => readDevice(page, { meta: 'sync:joined' }), { timeout: 120_000 }).toBeTruthy()
  return page
}

const outboxEmpty = (page: Page, timeout = 60_000) =>
  expect.poll(() => readDevice<number>(page, { outbox: true }), { timeout }).toBe(0)
const conflicts = (page: Page) =>
  readDevice<Array<{ rowId: string; reason: string; theirs: { deleted: boolean } | null }> | undefined>(page, {
    meta: 'sync:conflicts',
  }).then((c) => c ?? [])

/** The server's stored persons by id, straight from its database: version, tombstone, names. */
async function stored(ids: string[]) {
  return server.sql<{ id: string; version: number; deleted: boolean; names: string | null }>(
    `select id, version, deleted, data->>'names' as names from rows where tbl = 'persons' and id = any($1) order by id`,
    [ids],
  )
}

/**
 * Nothing lost, nothing doubled, all converged: every outbox empties, the server holds each row once at
 * the expected version, and each device holds exactly the server's version and names (none where deleted).
 */
async function converged(ids: string[], versions: Record<string, number>, { timeout = 60_000 } = {}) {
  for (const page of [desk, admin]) await outboxEmpty(page, timeout)
  const rows = await stored(ids)
  expect(rows.map((r) => [r.id, r.version])).toEqual([...ids].sort().map((id) => [id, versions[id] ?? 1]))
  const want = rows.map((r) => (r.deleted ? null : { id: r.id, version: r.version, names: r.names }))
  const view = (rs: Array<PersonRow | null>) =>
    rs.map((r) => (r ? { id: r.id, version: r.version, names: r.names } : null))
  for (const page of [desk, admin]) {
    await expect
      .poll(
        async () =>
          view(await readDevice<Array<PersonRow | null>>(page, { table: 'persons', ids: rows.map((r) => r.id) })),
        { timeout },
      )
      .toEqual(want)
  }
}

/** The fields of a new patient record but its document number and names, copied from a seeded one. */
let template: { documentType: string; birthDate: string; sex: string; phone: string }
let made = 0
async function newPatient(page: Page, surnames: string): Promise<string> {
  if (!template) {
    const { documentType, birthDate, sex, phone } = (
      await callApi(page, 'GET', '/api/medical/persons?size=1&active=true')
    ).body.items[0]
    template = { documentType, birthDate, sex, phone }
  }
  const res = await callApi(page, 'POST', '/api/medical/persons', {
    ...template,
    documentNumber: `SF-${Date.now()}-${++made}`,
    names: 'Fault',
    surnames,
  })
  expect(res.status).toBe(201)
  return res.body.id as string
}

async function rename(page: Page, id: string, names: string) {
  const res = await callApi(page, 'PATCH', `/api/medical/persons/${id}`, { names })
  expect(res.status).toBe(200)
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(420_000)
  server = await syncServer(SERVER_PORT)
  await server.start()
  proxy = await faultProxy(PORT, server.url)
  desk = await device(browser, 'reception')
  admin = await device(browser, 'admin')
})
test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()))
  await proxy?.close()
  await server?.dispose()
})

test('a push whose answer is lost after the server committed is sent again and stored once', async () => {
  const lost = proxy.inject({ kind: 'lose-answer', path: '/sync/push' })
  const before = proxy.count('/sync/push')
  const id = await newPatient(desk, 'PushLost')
  await lost.hit
  await converged([id], {})
  expect(proxy.count('/sync/push') - before).toBeGreaterThanOrEqual(2)
  expect(await conflicts(desk)).toEqual([])
})

test('a lost pull answer, 500 answers and a duplicated push: nothing lost, nothing doubled', async () => {
  const lostPull = proxy.inject({ kind: 'lose-answer', path: '/sync/pull', times: 2 })
  const first = await newPatient(desk, 'PullLost')
  await lostPull.hit
  const failing = proxy.inject({ kind: 'error-500', path: '/sync/push', times: 2 })
  const second = await newPatient(admin, 'Error500')
  await failing.hit
  await converged([first, second], {})

  // The same push twice at once: the second is answered from the receipt, not applied again (version 3, not 4).
  const twice = proxy.inject({ kind: 'duplicate', path: '/sync/push' })
  await rename(desk, first, 'Twice')
  await twice.hit
  await rename(desk, first, 'Thrice')
  await converged([first, second], { [first]: 3 })
  expect(await conflicts(desk)).toEqual([])
  expect(await conflicts(admin)).toEqual([])
})

test('a push the server never answers is given up and sent again', async () => {
  const held = proxy.inject({ kind: 'hold', path: '/sync/push' })
  const id = await newPatient(desk, 'Held')
  await held.hit
  // The device gives up after its request timeout (15 s) and pushes again.
  await converged([id], {}, { timeout: 45_000 })
})

test('a pull page that arrives late, after newer changes committed, does not undo them', async () => {
  const a = await newPatient(desk, 'LateA')
  await converged([a], {})
  const token = (await readDevice<{ token: string }>(admin, { meta: 'sync:session' })).token
  // The admin's next pull is answered at once by the server but reaches the device 3 s later.
  const late = proxy.inject({ kind: 'delay', path: '/sync/pull', token, ms: 3000 })
  await rename(desk, a, 'Late1')
  await late.hit
  await rename(desk, a, 'Late2')
  await converged([a], { [a]: 3 })
  expect((await stored([a]))[0]!.names).toBe('Late2')
})

test('the server restarts while both devices write: everything arrives once and converges', async () => {
  const a = await newPatient(admin, 'RestartA')
  await converged([a], {})
  await server.kill()
  const b = await newPatient(desk, 'RestartB')
  await rename(admin, a, 'Restarted')
  await server.start()
  await converged([a, b], { [a]: 2 })
  // The live stream came back too: a change made now reaches the other device without a write there.
  await rename(desk, b, 'AfterRestart')
  await converged([a, b], { [a]: 2, [b]: 2 }, { timeout: 30_000 })
})

test('a device offline for long makes 500 changes; back online they arrive, edits of rows deleted meanwhile become conflicts', async () => {
  const doomed: string[] = []
  for (let i = 0; i < 10; i++) doomed.push(await newPatient(desk, `Doomed${i}`))
  await converged(doomed, {})

  await desk.context().setOffline(true)
  const offlineSince = Date.now()
  for (const id of doomed) expect((await callApi(admin, 'DELETE', `/api/medical/persons/${id}`)).status).toBe(200)
  await outboxEmpty(admin)
  for (const id of doomed) await rename(desk, id, 'EditedOffline')
  const fresh = await desk.evaluate(async (like) => {
    const ids: string[] = []
    for (let i = 0; i < 490; i++) {
      const res = await fetch('/api/medical/persons', {
        method: 'POST',
        headers: { authorization: localStorage.getItem('accessToken') ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({
          ...like,
          documentNumber: `SFO-${Date.now() % 1e7}-${i}`,
          names: 'Offline',
          surnames: `Many${i}`,
        }),
      })
      if (res.status !== 201) throw new Error(`offline write ${i}: ${res.status}`)
      ids.push(((await res.json()) as { id: string }).id)
    }
    return ids
  }, template)
  expect(await readDevice<number>(desk, { outbox: true })).toBe(500)
  // Offline long enough that the failed rounds' backoff reaches 32 s: then only the `online` trigger syncs
  // within the 10 s below. This wait makes the condition; there is nothing to wait for.
  await desk.waitForTimeout(Math.max(0, 35_000 - (Date.now() - offlineSince)))

  const pushesOffline = proxy.count('/sync/push')
  await desk.context().setOffline(false)
  // The backoff would hold the next try for 32 s or more: a push within 10 s is the `online` trigger's.
  await expect.poll(() => proxy.count('/sync/push'), { timeout: 10_000 }).toBeGreaterThan(pushesOffline)
  await outboxEmpty(desk, 150_000)
  await converged([...doomed, ...fresh], Object.fromEntries(doomed.map((id) => [id, 2])))
  const recorded = (await conflicts(desk)).filter((c) => doomed.includes(c.rowId))
  expect(recorded.map((c) => c.rowId).sort()).toEqual([...doomed].sort())
  expect(recorded.every((c) => c.reason === 'stale' && c.theirs?.deleted === true)).toBe(true)
})

test('a new build of the app takes over while changes wait in the outbox; they are sent after the upgrade', async () => {
  const waiting = proxy.inject({ kind: 'error-500', path: '/sync/push', times: Infinity })
  const id = await newPatient(desk, 'BeforeUpgrade')
  await waiting.hit
  expect(await readDevice<number>(desk, { outbox: true })).toBe(1)

  proxy.override(
    '/sw.js',
    Buffer.concat([readFileSync(join(process.env.E2E_DIST ?? 'dist', 'sw.js')), Buffer.from(SECOND_BUILD_MARKER)]),
  )
  await desk.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
  const prompt = desk.getByTestId('update-prompt')
  await expect(prompt).toBeVisible({ timeout: 60_000 })
  await Promise.all([desk.waitForEvent('load', { timeout: 30_000 }), prompt.getByRole('button').first().click()])
  await expect.poll(() => buildMarker(desk), { timeout: 60_000 }).toBe('second')
  expect(await readDevice<number>(desk, { outbox: true })).toBe(1)

  proxy.clear()
  await converged([id], {})
})

test('a live stream that goes silent without closing is noticed and opened again: changes still arrive', async () => {
  const id = await newPatient(desk, 'Silent')
  await converged([id], {})
  const opened = proxy.count('/sync/live')
  proxy.mute('/sync/live')
  await rename(desk, id, 'Unheard')
  // Every round succeeds, so only the device's watchdog (40 s without even a keep-alive) can notice; the
  // admin then opens a new stream, whose `ready` makes it pull the change it missed.
  await converged([id], { [id]: 2 }, { timeout: 75_000 })
  expect(proxy.count('/sync/live')).toBeGreaterThan(opened)
})

test('the account is removed on the server: the device stops, asks to sign in again and keeps its change, sent after signing in', async () => {
  const id = await newPatient(admin, 'Removed')
  await converged([id], {})
  const email = 'recepcion@clinica.test'
  const [account] = await server.sql(`select row_to_json(a) as row from accounts a where email = $1`, [email])
  await server.sql(`delete from accounts where email = $1`, [email])
  await rename(desk, id, 'WhileRemoved')
  const trigger = desk.getByTestId('sync-trigger')
  await expect(trigger).toHaveAttribute('data-sync', 'attention', { timeout: 30_000 })
  await expect
    .poll(async () => (await readDevice<{ status: string }>(desk, { meta: 'sync:state' }))?.status)
    .toBe('unauthorized')
  await trigger.click()
  const signInAgain = desk.getByTestId('sync-sign-in-again')
  await expect(signInAgain).toContainText(
    'El servidor ya no acepta la sesión de este dispositivo. Vuelve a iniciar sesión',
  )
  // It stops asking with the refused token (a backoff would have retried at 1, 2 and 4 s).
  const asked = () => proxy.count('/sync/push') + proxy.count('/sync/pull') + proxy.count('/sync/live')
  const before = asked()
  await desk.waitForTimeout(6000)
  expect(asked()).toBe(before)
  expect(await readDevice<number>(desk, { outbox: true })).toBe(1)

  // The account is back (an admin restored it); the user signs in again and the change goes.
  await server.sql(`insert into accounts select * from json_populate_record(null::accounts, $1)`, [
    JSON.stringify(account!.row),
  ])
  await signInAgain.getByRole('link', { name: 'Volver a iniciar sesión' }).click()
  await expect(desk.getByRole('heading', { name: 'Desbloquear sesión' })).toBeVisible({ timeout: 30_000 })
  await desk.getByLabel('Contraseña', { exact: true }).fill('recepcion')
  await desk.getByRole('button', { name: 'Desbloquear' }).click()
  await converged([id], { [id]: 2 })
  expect((await stored([id]))[0]!.names).toBe('WhileRemoved')
  expect(await readDevice<{ status: string }>(desk, { meta: 'sync:state' })).toMatchObject({ status: 'idle' })
})

test("the account's role is taken away on the server: its refused changes become conflicts, the outbox drains and the device follows the role", async () => {
  const id = await newPatient(admin, 'Forbidden')
  await converged([id], {})
  await server.sql(`update accounts set role = 'patient' where email = 'recepcion@clinica.test'`)
  await rename(desk, id, 'NoLongerAllowed')
  await outboxEmpty(desk)
  expect((await conflicts(desk)).filter((c) => c.rowId === id)).toEqual([
    expect.objectContaining({ reason: 'forbidden' }),
  ])
  expect((await stored([id]))[0]).toMatchObject({ version: 1, names: 'Fault' })
  await expect
    .poll(async () => (await readDevice<{ account: { role: string } }>(desk, { meta: 'sync:session' })).account.role)
    .toBe('patient')
  // The worker answers as a patient now: creating a patient record is refused on the device itself.
  expect(
    (
      await callApi(desk, 'POST', '/api/medical/persons', {
        ...template,
        documentNumber: 'SF-REFUSED',
        names: 'Refused',
        surnames: 'Refused',
      })
    ).status,
  ).toBe(403)
  expect(await readDevice<number>(desk, { outbox: true })).toBe(0)
})
