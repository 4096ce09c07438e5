import { expect as baseExpect, expectAccessible, test, useScheme } from './fixtures'
import type { Page } from '@playwright/test'
import { callApi, findBookable, openClinic, type Bookable } from './clinic.helpers'

test.setTimeout(300_000)
// Pages load their lazy chunks on each full navigation; on a shared, busy machine that can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test('a patient cannot open maintenance: a clear message and no maintenance in the menu', async ({ page }) => {
  await openClinic(page, 'patient', '/maintenance/admin-products')
  await expect(page.getByRole('heading', { name: 'Sin acceso' })).toBeVisible()
  await expect(page.getByText('Esta sección es solo para administradores de la clínica.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Productos' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByText('Mantenimiento')).toHaveCount(0)
  // The server refuses it too, whatever the screen shows.
  expect((await callApi(page, 'GET', '/api/medical/products')).status).toBe(403)

  // The patient books only for themself: no patient search, their own record instead.
  await page.goto('/medical/envio-medical/0')
  await expect(page.getByText('La cita se agenda a tu nombre.')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Paciente' })).toHaveCount(0)
  // Patients are staff's: the list says so instead of failing.
  await page.goto('/persons/list-persons')
  await expect(page.getByRole('heading', { name: 'Sin acceso' })).toBeVisible()
})

test('a patient books for themself and sees it on their home page', async ({ page }) => {
  await openClinic(page, 'patient', '/medical/envio-medical/0')
  const spot = await findBookable(page, { min: 1 })
  await page.goto(
    `/medical/envio-medical/0?procedureId=${spot.procedure.id}&doctorId=${spot.doctor.id}&date=${spot.date}`,
  )
  await page.locator('[data-slot]').first().click()
  await page.getByRole('button', { name: 'Agendar cita' }).click()
  await expect(page).toHaveURL(/\/medical\/envio-medical\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Agendada').first()).toBeVisible()
  // A patient may confirm or cancel, but not check in or start the visit.
  await expect(page.getByRole('button', { name: 'Confirmar', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Registrar llegada' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Iniciar consulta' })).toHaveCount(0)
})

test("a patient's home lists the coming appointments and, beside them, the last visits, latest first", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openClinic(page, 'patient', '/medical/home')
  const me = (await callApi(page, 'GET', '/api/medical/me')).body
  const mine = (await callApi(page, 'GET', `/api/medical/appointments?patientId=${me.personId}`)).body.items as Array<{
    start: string
    state: string
  }>
  const now = await page.evaluate(() => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString())
  const past = mine
    .filter((a) => a.start < now.slice(0, 16) && a.state !== 'rescheduled')
    .sort((a, b) => b.start.localeCompare(a.start))
  expect(past.length, 'the seeded patient has been to the clinic before').toBeGreaterThan(0)
  const panel = (title: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { name: title, level: 2 }) })
  const visits = panel('Mis visitas anteriores').getByRole('link')
  await expect(visits).toHaveCount(Math.min(5, past.length))
  await expect(visits.first()).toContainText(past[0]!.start.slice(11, 16))
  // Side by side on a wide screen, not one list stretched across it with an empty page below.
  const next = (await panel('Mis próximas citas').boundingBox())!
  const last = (await panel('Mis visitas anteriores').boundingBox())!
  expect(last.y).toBe(next.y)
  expect(last.x).toBeGreaterThan(next.x + next.width - 1)
})

test("the staff home gives the day's total once, what is left of it, and a legend under the state bar", async ({
  page,
}) => {
  await openClinic(page, 'reception', '/medical/home')
  const day = (await callApi(page, 'GET', '/api/medical/dashboard')).body as {
    total: number
    byState: Record<string, number>
  }
  await expect(page.getByTestId('home-total')).toHaveText(String(day.total))
  const left = ['scheduled', 'confirmed', 'checked-in', 'in-progress'].reduce((n, s) => n + day.byState[s]!, 0)
  await expect(page.getByText(`${left} por atender`)).toBeVisible()
  // Never the total against itself ("63 / 63 citas").
  await expect(page.getByText(`${day.total} / ${day.total}`)).toHaveCount(0)
  const legend = page.getByTestId('state-legend').getByRole('listitem')
  const present = Object.values(day.byState).filter((n) => n > 0)
  await expect(legend).toHaveCount(present.length)
  const counts = (await legend.allTextContents()).map((text) => Number(/(\d+)$/.exec(text.trim())![1]))
  expect(counts.reduce((a, b) => a + b, 0)).toBe(day.total)
  // The legend names only the states the day has: late in the evening no visit is still scheduled.
  if (day.byState.scheduled)
    await expect(legend.filter({ hasText: 'Agendada' })).toHaveText(new RegExp(`Agendada\\s*${day.byState.scheduled}$`))
  else await expect(legend.filter({ hasText: 'Agendada' })).toHaveCount(0)
})

test('a doctor sees the general agenda and their own, but cannot register patients', async ({ page }) => {
  await openClinic(page, 'doctor', '/medical/my-agenda')
  await expect(page.getByRole('heading', { name: 'Mi agenda' })).toBeVisible()
  await expect(page.getByTestId('agenda-calendar').locator('.rbc-time-view')).toBeVisible()
  await page.goto('/medical/general-agenda')
  await expect(page.getByRole('heading', { name: 'Agenda general' })).toBeVisible()
  await page.goto('/persons/add-persons/0')
  await expect(page.getByRole('heading', { name: 'Sin acceso' })).toBeVisible()
})

type Screen = [path: (spot: Bookable) => string, ready: (page: Page) => Promise<void>]
const GROUPS: Record<string, Screen[]> = {
  'home and agendas': [
    [() => '/medical/home', (page) => expect(page.getByText('Doctores de turno')).toBeVisible()],
    [
      (s) => `/medical/general-agenda?date=${s.date}&doctors=${s.doctor.id}`,
      (page) => expect(page.getByTestId('agenda-calendar').locator('.rbc-time-view')).toBeVisible(),
    ],
    [
      (s) => `/medical/general-agenda?date=${s.date}&view=list&doctors=${s.doctor.id}`,
      (page) => expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(),
    ],
    [
      (s) => `/medical/envio-medical/0?procedureId=${s.procedure.id}&doctorId=${s.doctor.id}&date=${s.date}`,
      (page) => expect(page.locator('[data-slot]').first()).toBeVisible(),
    ],
  ],
  'patients and services': [
    [() => '/persons/list-persons', (page) => expect(page.getByRole('table')).toBeVisible()],
    [() => '/persons/add-persons/0', (page) => expect(page.getByLabel('Nombres')).toBeVisible()],
    [
      () => '/medical/list-procedures',
      (page) => expect(page.getByRole('link', { name: /^Agendar / }).first()).toBeVisible(),
    ],
    [
      () => '/medical/generate-events',
      (page) => expect(page.getByRole('button', { name: 'Generar horarios' })).toBeVisible(),
    ],
  ],
  maintenance: [
    [() => '/maintenance/admin-products', (page) => expect(page.getByRole('table')).toBeVisible()],
    [
      () => '/maintenance/admin-categories',
      (page) => expect(page.getByRole('heading', { level: 2, name: /^Especialidades/ })).toBeVisible(),
    ],
    [() => '/maintenance/admin-procedures', (page) => expect(page.getByRole('table')).toBeVisible()],
    [
      () => '/maintenance/admin-doctors',
      (page) => expect(page.getByRole('button', { name: /^Editar Dr/ }).first()).toBeVisible(),
    ],
  ],
}

for (const scheme of ['light', 'dark'] as const) {
  for (const [group, screens] of Object.entries(GROUPS)) {
    test(`clinic screens (${group}) pass axe in ${scheme}`, async ({ page }) => {
      await useScheme(page, scheme)
      await openClinic(page, 'admin', '/medical/home')
      const spot = await findBookable(page, { min: 1 })
      for (const [path, ready] of screens) {
        await page.goto(path(spot))
        await ready(page)
        // The clinic's own content; the shell around it has its own checks.
        await expectAccessible(page, '#main-content')
      }
    })
  }
}

test('the doctor is greeted by title and surname, never by the title alone', async ({ page }) => {
  await openClinic(page, 'doctor', '/medical/home')
  const name = (await callApi(page, 'GET', '/api/common/user')).body.name as string
  const words = name.split(' ')
  expect(words.length).toBeGreaterThanOrEqual(4)
  // "Buenas tardes, Dra. Zarate" for Dra. Roser Zarate Tello: the title, then the first of the two surnames.
  const addressed = `${words[0]} ${words.at(-2)}`.replace('.', '\\.')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`^(Buenos días|Buenas tardes|Buenas noches), ${addressed}$`),
  )
})
