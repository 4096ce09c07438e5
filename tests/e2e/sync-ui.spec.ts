// What the user sees of sync (docs/sync.md "Device side"): two browser profiles on one sync server, run by
// playwright.sync.config.ts. Screenshots of the indicator and panel when SYNC_SHOTS names a folder.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { callApi, findBookable } from './clinic.helpers'
import type { SyncServer } from './sync.server'
import { syncServerAround } from './sync.helpers'

test.describe.configure({ mode: 'serial' })
test.setTimeout(480_000)

let server: SyncServer

/** A new browser profile signed in to the server as `role`: its toolbar shows the sync once it joined. */
const { device } = syncServerAround((made) => (server = made))

const indicator = (page: Page) => page.getByTestId('sync-trigger')

async function newPatient(page: Page, documentNumber: string, names: string) {
  const like = (await callApi(page, 'GET', '/api/medical/persons?size=1&active=true')).body.items[0]
  const res = await callApi(page, 'POST', '/api/medical/persons', {
    documentType: like.documentType,
    documentNumber,
    names,
    surnames: 'Pendiente',
    birthDate: like.birthDate,
    sex: like.sex,
    phone: like.phone,
  })
  expect(res.status).toBe(201)
}

async function syncNowFromPanel(page: Page) {
  await indicator(page).click()
  await page.getByTestId('sync-now').click()
  await page.keyboard.press('Escape')
}

test('waiting changes are counted and listed, and go after sync; the loser of one slot reads why and books another time', async ({
  browser,
}) => {
  const desk = await device(browser, 'reception')
  const admin = await device(browser, 'admin')
  const spot = await findBookable(desk, { min: 2, skipDoctors: 1 })
  const [p1, p2] = (await callApi(desk, 'GET', '/api/medical/persons?size=2&active=true&sort=documentNumber')).body
    .items as Array<{ id: string; fullName: string }>

  await server.kill()
  await newPatient(desk, 'SYNC-UI-1', 'Uno')
  await newPatient(desk, 'SYNC-UI-2', 'Dos')
  const booking = { doctorId: spot.doctor.id, procedureId: spot.procedure.id, start: spot.slots[0] }
  expect((await callApi(desk, 'POST', '/api/medical/appointments', { ...booking, patientId: p1!.id })).status).toBe(201)
  expect((await callApi(admin, 'POST', '/api/medical/appointments', { ...booking, patientId: p2!.id })).status).toBe(
    201,
  )

  // The server is away: three changes wait on the desk, named as the business names them.
  await expect(indicator(desk)).toHaveAttribute('data-waiting', '3', { timeout: 30_000 })
  await expect(desk.getByTestId('sync-count')).toHaveText('3')
  await indicator(desk).click()
  const waiting = desk.getByTestId('sync-waiting')
  await expect(waiting).toContainText('Paciente Uno Pendiente')
  await expect(waiting).toContainText('Paciente Dos Pendiente')
  await expect(waiting).toContainText(`Cita de ${p1!.fullName} con ${spot.doctor.name}`)
  await expectAccessible(desk, '[data-testid=sync-panel]')
  await desk.keyboard.press('Escape')

  await server.start()
  await syncNowFromPanel(desk)
  await syncNowFromPanel(admin)
  // Everything both had is sent (or refused): the waiting count goes to nothing.
  await expect(indicator(desk)).toHaveAttribute('data-waiting', '0', { timeout: 60_000 })
  await expect(indicator(admin)).toHaveAttribute('data-waiting', '0', { timeout: 60_000 })

  const states = async () => [
    await indicator(desk).getAttribute('data-sync'),
    await indicator(admin).getAttribute('data-sync'),
  ]
  await expect.poll(states, { timeout: 60_000 }).toEqual(expect.arrayContaining(['attention']))
  const [deskState] = await states()
  const loser = deskState === 'attention' ? desk : admin
  const lostPatient = loser === desk ? p1! : p2!

  await expect(indicator(loser)).toHaveAttribute('aria-label', 'La sincronización necesita tu atención')
  await indicator(loser).click()
  const sentence = loser.getByTestId('sync-conflict-sentence')
  await expect(sentence).toContainText(`Tu reserva para ${lostPatient.fullName} con ${spot.doctor.name} el `)
  await expect(sentence).toContainText('no se pudo conservar: esa hora se reservó desde otro dispositivo.')
  await expectAccessible(loser, '[data-testid=sync-panel]')

  // The notification says the same, in the same words.
  await expect
    .poll(
      async () =>
        (
          (await callApi(loser, 'GET', '/api/common/notifications')).body as Array<{
            title: string
            description: string
          }>
        )
          .filter((n) => n.title === 'Un cambio no se pudo conservar')
          .map((n) => n.description),
      { timeout: 30_000 },
    )
    .toEqual([await sentence.textContent()])

  await shots(loser)
  if (!(await loser.getByTestId('sync-panel').isVisible())) await indicator(loser).click()
  await loser.getByTestId('sync-another-time').click()
  await expect(loser).toHaveURL(
    new RegExp(
      `/medical/envio-medical/0\\?patientId=${lostPatient.id}&doctorId=${spot.doctor.id}&procedureId=${spot.procedure.id}&date=${spot.date}`,
    ),
  )
  await expect(loser.getByTestId('chosen-patient')).toHaveText(lostPatient.fullName)
  // The conflict stays until the user resolves it.
  await expect(indicator(loser)).toHaveAttribute('data-sync', 'attention')
  await indicator(loser).click()
  await loser.getByTestId('sync-discard').click()
  await expect(indicator(loser)).not.toHaveAttribute('data-sync', 'attention', { timeout: 10_000 })
})

/** The indicator and its panel at phone and desktop widths, light and dark, into SYNC_SHOTS. */
async function shots(page: Page) {
  const dir = process.env.SYNC_SHOTS
  if (!dir) return
  const url = page.url()
  for (const scheme of ['light', 'dark']) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
      await page.evaluate((s) => localStorage.setItem('scheme', s), scheme)
      await page.goto(url)
      await indicator(page).click()
      await expect(page.getByTestId('sync-panel')).toBeVisible()
      await page.waitForTimeout(300)
      await page.screenshot({ path: `${dir}/sync-panel-${width}-${scheme}.png` })
      await page.keyboard.press('Escape')
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}
