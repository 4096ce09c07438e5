// Two devices change the same data while offline (docs/sync.md, "Field-by-field merge" and "Conflicts"):
// different fields both survive; the same field is a conflict the loser sees, in Spanish, and resolves by
// reapplying, discarding or booking another time. Run by playwright.sync.config.ts.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { callApi, findBookable } from './clinic.helpers'
import { syncServerAround } from './sync.helpers'

test.describe.configure({ mode: 'serial' })
test.setTimeout(240_000)

let desk: Page
let admin: Page
let patient: { id: string; fullName: string }

const { device } = syncServerAround()

const indicator = (page: Page) => page.getByTestId('sync-trigger')
const person = async (page: Page) =>
  (
    await callApi<{ phone: string; address: string; version: number }>(
      page,
      'GET',
      `/api/medical/persons/${patient.id}`,
    )
  ).body
const edit = async (page: Page, fields: Record<string, string>) =>
  expect((await callApi(page, 'PATCH', `/api/medical/persons/${patient.id}`, fields)).status).toBe(200)

/** Back online and everything it had sent: the indicator counts nothing waiting. */
async function reconnect(page: Page) {
  await page.context().setOffline(false)
  await expect(indicator(page)).toHaveAttribute('data-waiting', '0', { timeout: 60_000 })
}

/** Both devices show the same record with these fields (a pull may still be on its way). */
async function bothHold(fields: Record<string, string>) {
  for (const page of [desk, admin])
    await expect.poll(async () => person(page), { timeout: 30_000 }).toMatchObject(fields)
  expect((await person(desk)).version).toBe((await person(admin)).version)
}

/**
 * Both edit the patient's address offline; the desk's reaches the server first, so the admin's is refused.
 * `nth`: how many such refusals the admin has been notified of by now (each conflict has its own).
 */
async function sameFieldClash(mine: string, theirs: string, nth: number) {
  await desk.context().setOffline(true)
  await admin.context().setOffline(true)
  await edit(desk, { address: theirs })
  await edit(admin, { address: mine })
  await reconnect(desk)
  await reconnect(admin)
  await expect(indicator(admin)).toHaveAttribute('data-sync', 'attention', { timeout: 30_000 })
  await expect(indicator(admin)).toHaveAttribute('aria-label', 'La sincronización necesita tu atención')
  if (!(await admin.getByTestId('sync-panel').isVisible())) await indicator(admin).click()
  const card = admin.getByTestId('sync-conflict').filter({ hasText: patient.fullName })
  await expect(card.getByTestId('sync-conflict-sentence')).toHaveText(
    `Tu cambio en Paciente ${patient.fullName} no se pudo conservar: se modificó en otro dispositivo mientras tanto.`,
  )
  // The refusal is in the notifications too, in the same words.
  const sentence = await card.getByTestId('sync-conflict-sentence').textContent()
  await expect
    .poll(
      async () =>
        (
          (await callApi(admin, 'GET', '/api/common/notifications')).body as Array<{
            title: string
            description: string
          }>
        ).filter((n) => n.title === 'Un cambio no se pudo conservar' && n.description === sentence).length,
      { timeout: 30_000 },
    )
    .toBe(nth)
  return card
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(420_000)
  desk = await device(browser, 'reception')
  admin = await device(browser, 'admin')
  patient = (await callApi(desk, 'GET', '/api/medical/persons?size=1&active=true&sort=surnames')).body.items[0]
})

test('two devices change different fields of one patient offline: both fields survive on both', async () => {
  await desk.context().setOffline(true)
  await admin.context().setOffline(true)
  await edit(desk, { phone: '600 111 222' })
  await edit(admin, { address: 'Calle Nueva 1' })
  await reconnect(desk)
  await reconnect(admin)
  await bothHold({ phone: '600 111 222', address: 'Calle Nueva 1' })
  for (const page of [desk, admin]) await expect(indicator(page)).toHaveAttribute('data-sync', 'synced')
})

test('the same field changed on both: the loser sees the conflict and reapplies its edit over theirs', async () => {
  const card = await sameFieldClash('Avenida Admin 2', 'Calle Mostrador 3', 1)
  await card.getByTestId('sync-reapply').click()
  await expect(indicator(admin)).not.toHaveAttribute('data-sync', 'attention', { timeout: 10_000 })
  await admin.keyboard.press('Escape')
  await bothHold({ address: 'Avenida Admin 2', phone: '600 111 222' })
})

test('the same field changed on both: the loser discards its edit and keeps theirs', async () => {
  const card = await sameFieldClash('Avenida Admin 4', 'Calle Mostrador 5', 2)
  await card.getByTestId('sync-discard').click()
  await expect(indicator(admin)).not.toHaveAttribute('data-sync', 'attention', { timeout: 10_000 })
  await admin.keyboard.press('Escape')
  await bothHold({ address: 'Calle Mostrador 5' })
})

test('a booking refused for its time: the loser chooses another time, books it, and the conflict closes', async () => {
  const spot = await findBookable(desk, { min: 3, skipDoctors: 1 })
  const [p1, p2] = (await callApi(desk, 'GET', '/api/medical/persons?size=2&active=true&sort=documentNumber')).body
    .items as Array<{ id: string; fullName: string }>
  const booking = { doctorId: spot.doctor.id, procedureId: spot.procedure.id, start: spot.slots[0] }
  await desk.context().setOffline(true)
  await admin.context().setOffline(true)
  expect((await callApi(desk, 'POST', '/api/medical/appointments', { ...booking, patientId: p1!.id })).status).toBe(201)
  expect((await callApi(admin, 'POST', '/api/medical/appointments', { ...booking, patientId: p2!.id })).status).toBe(
    201,
  )
  await reconnect(desk)
  await reconnect(admin)
  await expect(indicator(admin)).toHaveAttribute('data-sync', 'attention', { timeout: 30_000 })
  await indicator(admin).click()
  await expect(admin.getByTestId('sync-conflict-sentence')).toContainText(
    `Tu reserva para ${p2!.fullName} con ${spot.doctor.name} el `,
  )
  await admin.getByTestId('sync-another-time').click()
  await expect(admin).toHaveURL(
    new RegExp(
      `/medical/envio-medical/0\\?patientId=${p2!.id}&doctorId=${spot.doctor.id}&procedureId=${spot.procedure.id}&date=${spot.date}`,
    ),
  )
  await expect(admin.getByTestId('chosen-patient')).toHaveText(p2!.fullName)
  // The time lost is gone from the free ones: the first free time is another.
  await expect(admin.locator(`[data-slot="${spot.slots[0]}"]`)).toHaveCount(0)
  await admin.locator('[data-slot]').first().click()
  await admin.getByRole('button', { name: 'Agendar cita' }).click()
  await expect(admin).toHaveURL(/\/medical\/envio-medical\/[0-9a-f-]{36}$/)
  // Booking another time resolved the refused booking: nothing needs attention, and nothing is left to discard.
  await expect(indicator(admin)).toHaveAttribute('data-sync', 'synced', { timeout: 30_000 })
  await indicator(admin).click()
  await expect(admin.getByTestId('sync-conflict')).toHaveCount(0)
})
