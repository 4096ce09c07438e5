// Settings › Sync end to end (docs/sync.md, "In the product"): the device's name reaches the server's list
// of devices, leaving names what is unsent, joining again, and sign-out ending the server session.
// Run by playwright.sync.config.ts.
import type { Page } from '@playwright/test'
import { signInDemo } from '../../scripts/sign-in-demo.mjs'
import { expect, expectAccessible, test } from './fixtures'
import { ACCOUNTS, callApi } from './clinic.helpers'
import type { SyncServer } from './sync.server'
import { syncServerAround } from './sync.helpers'

test.describe.configure({ mode: 'serial' })
test.setTimeout(240_000)

let server: SyncServer
let desk: Page
let admin: Page

const { device } = syncServerAround((made) => (server = made))

/** A row of the worker's database, read from the page's IndexedDB (no sign-in needed). */
const stored = <T>(page: Page, store: string, key: string) =>
  page.evaluate(
    ({ store, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('clinic-suite')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const req = open.result.transaction(store).objectStore(store).get(key)
          req.onsuccess = () => (open.result.close(), resolve(req.result))
        }
      }),
    { store, key },
  ) as Promise<T | undefined>
const meta = async <T>(page: Page, key: string) => (await stored<{ value: T }>(page, 'meta', key))?.value

/** The business's devices as the server lists them to an admin (`GET /sync/devices`). */
async function serverDevices() {
  const signIn = await fetch(`${server.url}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant: 'demo', ...ACCOUNTS.admin }),
  })
  const { token } = (await signIn.json()) as { token: string }
  const res = await fetch(`${server.url}/sync/devices`, { headers: { authorization: token } })
  return ((await res.json()) as { devices: Array<{ clientId: string; name: string | null; accountEmail: string }> })
    .devices
}

/** Settings › Sync at phone and desktop widths, light and dark, into SYNC_SHOTS (when set). */
async function shots(page: Page) {
  const dir = process.env.SYNC_SHOTS
  if (!dir) return
  for (const scheme of ['light', 'dark']) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
      await page.evaluate((s) => localStorage.setItem('scheme', s), scheme)
      // A reload: a goto to the same address with its hash would not load the page again.
      await page.reload()
      await expect(page.getByTestId('business-device').first()).toBeVisible()
      await page.getByTestId('business-devices').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${dir}/settings-sync-${width}-${scheme}.png` })
    }
  }
  await page.evaluate(() => localStorage.removeItem('scheme'))
}

const names = async (page: Page, id: string) =>
  (await callApi<{ names: string }>(page, 'GET', `/api/medical/persons/${id}`)).body.names

test.beforeAll(async ({ browser }) => {
  test.setTimeout(420_000)
  desk = await device(browser, 'reception')
  admin = await device(browser, 'admin')
})

test("the device's name shows in the server's list of the business's devices", async () => {
  await desk.goto('/settings#sync')
  await expect(desk.getByTestId('sync-joined')).toBeVisible({ timeout: 30_000 })
  await desk.getByLabel('Nombre de este dispositivo').fill('Mostrador principal')
  await desk.getByTestId('device-name-save').click()
  await expect(desk.getByText('El servidor tiene el nombre de este dispositivo')).toBeVisible()
  const clientId = await meta<string>(desk, 'sync:clientId')
  await expect
    .poll(async () => (await serverDevices()).find((d) => d.clientId === clientId))
    .toMatchObject({ name: 'Mostrador principal', accountEmail: ACCOUNTS.reception.email })
})

test("the admin's settings list the business's devices by name; the reception's do not", async () => {
  await admin.goto('/settings#sync')
  const list = admin.getByTestId('business-devices')
  await expect(list.getByRole('heading', { name: 'Dispositivos de este negocio' })).toBeVisible({ timeout: 30_000 })
  const deskRow = list.getByTestId('business-device').filter({ hasText: 'Mostrador principal' })
  await expect(deskRow).toContainText(`(recepción)`)
  const own = list.getByTestId('business-device').filter({ hasText: 'Este dispositivo' })
  await expect(own).toHaveCount(1)
  await expect(own).toContainText('(administración)')
  // Offline the list (kept on the server) says so instead of showing nothing.
  await admin.context().setOffline(true)
  await admin.reload()
  await expect(list.getByRole('alert')).toContainText('La lista se guarda en el servidor')
  await admin.context().setOffline(false)
  await list.getByRole('button', { name: 'Reintentar' }).click()
  await expect(deskRow).toBeVisible()
  await expect(own).toHaveCount(1)
  await expectAccessible(admin, '[data-testid=business-devices]')
  await shots(admin)
  await desk.goto('/settings#sync')
  await expect(desk.getByTestId('sync-joined')).toBeVisible()
  await expect(desk.getByTestId('business-devices')).toHaveCount(0)
})

test('leaving with a change unsent names it before giving it up; signing in again joins afresh', async () => {
  await desk.goto('/settings#sync')
  await desk.context().setOffline(true)
  const like = (await callApi(desk, 'GET', '/api/medical/persons?size=1&active=true')).body.items[0]
  const made = await callApi(desk, 'POST', '/api/medical/persons', {
    documentType: like.documentType,
    documentNumber: 'SYNC-LEAVE-1',
    names: 'Sin',
    surnames: 'Enviar',
    birthDate: like.birthDate,
    sex: like.sex,
    phone: like.phone,
  })
  expect(made.status).toBe(201)
  await expect(desk.getByTestId('sync-trigger')).toHaveAttribute('data-waiting', '1', { timeout: 30_000 })

  await desk.getByTestId('sync-leave').click()
  await desk
    .getByRole('dialog', { name: '¿Dejar de sincronizar este dispositivo?' })
    .getByRole('button', { name: 'Salir' })
    .click()
  // The worker tried to send it first; offline it could not, so the second confirmation names the loss.
  const unsent = desk.getByRole('dialog', { name: 'Hay cambios sin enviar' })
  await expect(unsent).toContainText('1 cambio no se envió y se perderá.', { timeout: 30_000 })
  await unsent.getByRole('button', { name: 'Salir de todos modos' }).click()
  await expect(desk.getByTestId('sync-not-joined')).toBeVisible({ timeout: 30_000 })
  expect(await meta(desk, 'sync:session')).toBeUndefined()

  await desk.context().setOffline(false)
  await desk.getByTestId('sync-join').click()
  await expect(desk).toHaveURL(/\/unlock-session/)
  await expect(desk.getByRole('heading', { name: 'Desbloquear sesión' })).toBeVisible({ timeout: 30_000 })
  await desk.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.reception.password)
  await desk.getByRole('button', { name: 'Desbloquear' }).click()
  await expect(desk.getByTestId('sync-joined')).toBeVisible({ timeout: 60_000 })
  await expect(desk.getByTestId('sync-trigger')).toHaveAttribute('data-sync', 'synced', { timeout: 60_000 })
  // Joined afresh: the device holds the server's data, where the change given up never went.
  expect((await callApi(desk, 'GET', `/api/medical/persons/${made.body.id}`)).status).toBe(404)
})

test('sign-out ends the server session: nothing syncs as that account until it signs in again', async () => {
  const patient = (await callApi(desk, 'GET', '/api/medical/persons?size=1&active=true&sort=surnames')).body.items[0]
  await desk.goto('/sign-out')
  await expect(desk.getByRole('heading', { name: '¡Has cerrado sesión!' })).toBeVisible()
  expect(await meta(desk, 'sync:session')).toBeUndefined()

  // Another device's change does not reach the signed-out device (no pull, no live stream as that account).
  expect(
    (await callApi(admin, 'PATCH', `/api/medical/persons/${patient.id}`, { names: 'Tras la salida' })).status,
  ).toBe(200)
  await expect(admin.getByTestId('sync-trigger')).toHaveAttribute('data-waiting', '0', { timeout: 30_000 })
  // Long enough for the live signal and a pull (well under a second when signed in); nothing to wait for.
  await desk.waitForTimeout(3000)
  expect(await stored(desk, 'persons', patient.id)).toMatchObject({ names: patient.names })
  // Signed in again as the sign-in form does it (fixtures' signInViaApi would reuse the cached local session).
  await desk.goto('/sign-in')
  await signInDemo(desk, 'reception')
  await desk.goto('/medical/home')
  // Signed in again, the same account resumes where it was (no new join) and the change arrives.
  await expect.poll(() => names(desk, patient.id), { timeout: 30_000 }).toBe('Tras la salida')
})
