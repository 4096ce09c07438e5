// Two (three) browser profiles on one sync server (docs/sync.md): run by playwright.sync.config.ts.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { callApi, findBookable, openClinic, type ACCOUNTS } from './clinic.helpers'
import type { SyncServer } from './sync.server'
import { readDevice, syncServerAround } from './sync.helpers'

test.describe.configure({ mode: 'serial' })
test.setTimeout(300_000)

let server: SyncServer
const { track } = syncServerAround((made) => (server = made))

/** A new browser profile signed in to the server as `role`, holding the server's data. */
async function device(browser: Browser, role: keyof typeof ACCOUNTS): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  track(page)
  await openClinic(page, role, '/medical/home')
  await expect.poll(() => readDevice(page, { meta: 'sync:joined' }), { timeout: 120_000 }).toBeTruthy()
  return page
}

const outboxEmpty = (page: Page) => expect.poll(() => readDevice(page, { outbox: true }), { timeout: 120_000 }).toBe(0)

async function newPatient(page: Page, documentNumber: string, surnames: string) {
  const like = (await callApi(page, 'GET', '/api/medical/persons?size=1&active=true')).body.items[0]
  const res = await callApi(page, 'POST', '/api/medical/persons', {
    documentType: like.documentType,
    documentNumber,
    names: 'Sync',
    surnames,
    birthDate: like.birthDate,
    sex: like.sex,
    phone: like.phone,
  })
  expect(res.status).toBe(201)
  return res.body as { id: string }
}

/** The server's rows of a table, as a fresh reception device would pull them. */
async function serverRows(
  table: string,
): Promise<Array<{ id: string; version: number; row: Record<string, unknown> | null }>> {
  const signIn = await fetch(`${server.url}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant: 'demo', email: 'recepcion@clinica.test', password: 'recepcion' }),
  })
  const { token } = (await signIn.json()) as { token: string }
  const rows = []
  for (let since = 0, more = true; more;) {
    const page = (await (
      await fetch(`${server.url}/sync/pull?since=${since}&limit=1000`, { headers: { authorization: token } })
    ).json()) as {
      changes: Array<{ table: string; id: string; version: number; row: Record<string, unknown> | null }>
      checkpoint: number
      more: boolean
    }
    rows.push(...page.changes.filter((c) => c.table === table))
    since = page.checkpoint
    more = page.more
  }
  return rows
}

let desk: Page
let doctor: Page

test("reception's new patient and appointment show on the doctor's device within 2 s", async ({ browser }) => {
  desk = await device(browser, 'reception')
  doctor = await device(browser, 'doctor')
  const spot = await findBookable(desk, { min: 2 })
  await doctor.goto(`/medical/general-agenda?date=${spot.date}&doctors=${spot.doctor.id}`)
  await expect(doctor.getByTestId('agenda-calendar').locator('.rbc-time-view')).toBeVisible({ timeout: 30_000 })

  const patient = await newPatient(desk, 'SYNC-E2E-1', 'Sincronizada')
  const booked = await callApi(desk, 'POST', '/api/medical/appointments', {
    patientId: patient.id,
    doctorId: spot.doctor.id,
    procedureId: spot.procedure.id,
    start: spot.slots[0],
  })
  expect(booked.status).toBe(201)
  await expect(doctor.locator(`[data-appointment="${booked.body.id}"]`)).toContainText('Sincronizada', {
    timeout: 2000,
  })
  expect((await callApi(doctor, 'GET', `/api/medical/persons/${patient.id}`)).body).toMatchObject({
    documentNumber: 'SYNC-E2E-1',
  })
})

test('two devices book one doctor and time offline; after reconnecting exactly one booking survives on both', async ({
  browser,
}) => {
  const admin = await device(browser, 'admin')
  const spot = await findBookable(desk, { min: 2, skipDoctors: 1 })
  const [p1, p2] = (await callApi(desk, 'GET', '/api/medical/persons?size=2&active=true&sort=documentNumber')).body
    .items as Array<{ id: string }>
  await outboxEmpty(desk)
  await outboxEmpty(admin)
  await server.kill()
  const start = spot.slots[1]
  const booking = { doctorId: spot.doctor.id, procedureId: spot.procedure.id, start }
  const first = await callApi(desk, 'POST', '/api/medical/appointments', { ...booking, patientId: p1!.id })
  const second = await callApi(admin, 'POST', '/api/medical/appointments', { ...booking, patientId: p2!.id })
  expect([first.status, second.status]).toEqual([201, 201])
  await server.start()

  await outboxEmpty(desk)
  await outboxEmpty(admin)
  const atThatTime = async (page: Page) => {
    const items = (
      await callApi(
        page,
        'GET',
        `/api/medical/appointments?from=${spot.date}&to=${spot.date}&doctorId=${spot.doctor.id}`,
      )
    ).body.items as Array<{ id: string; start: string; state: string }>
    return items.filter((a) => a.start === start && a.state !== 'cancelled').map((a) => a.id)
  }
  await expect.poll(() => atThatTime(desk), { timeout: 60_000 }).toHaveLength(1)
  const [survivor] = await atThatTime(desk)
  await expect.poll(() => atThatTime(admin), { timeout: 60_000 }).toEqual([survivor])
  const loser = survivor === first.body.id ? admin : desk
  const lostId = survivor === first.body.id ? second.body.id : first.body.id
  expect(await readDevice(loser, { meta: 'sync:conflicts' })).toEqual([
    expect.objectContaining({ table: 'appointments', rowId: lostId, reason: 'rule', rule: 'doctor-overlap' }),
  ])
  expect(
    (await serverRows('appointments'))
      .filter((r) => r.row?.start === start && r.row?.doctorId === spot.doctor.id)
      .map((r) => r.id),
  ).toEqual([survivor])
})

test('the server stopped during pushes and started again: nothing lost, nothing doubled', async () => {
  const made: string[] = []
  for (let i = 1; i <= 6; i++) {
    made.push((await newPatient(desk, `SYNC-E2E-CRASH-${i}`, `Caida${i}`)).id)
    // Writes 300 ms apart: each round starts (the scheduler settles for 300 ms) while the next write comes.
    await desk.waitForTimeout(300)
    if (i === 3) await server.kill()
  }
  await server.start()
  await outboxEmpty(desk)
  const stored = (await serverRows('persons')).filter((r) => made.includes(r.id))
  expect(stored.map((r) => r.id).sort()).toEqual([...made].sort())
  expect(stored.map((r) => r.version)).toEqual(made.map(() => 1))
  for (const id of made)
    await expect
      .poll(async () => (await callApi(doctor, 'GET', `/api/medical/persons/${id}`)).status, { timeout: 60_000 })
      .toBe(200)
})
