import { expect as baseExpect, expectAccessible, openApp, test } from './fixtures'
import { ACCOUNTS, callApi, openClinic } from './clinic.helpers'

test.setTimeout(240_000)
// Pages load their lazy chunks on each full navigation; on a shared, busy machine that can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'es'))
})

test('after signing in with the form each role lands where its work is: the clinic app', async ({ page }) => {
  for (const role of ['reception', 'doctor', 'patient'] as const) {
    await openApp(page, '/sign-in')
    await page.getByLabel('Correo electrónico').fill(ACCOUNTS[role].email)
    await page.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS[role].password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page, role).toHaveURL(/\/medical\/home$/)
    await page.evaluate(() => localStorage.clear())
    await page.evaluate(() => localStorage.setItem('lang', 'es'))
  }
})

test('a signed-in person who opens sign-in or sign-up lands where signing in took them', async ({ page }) => {
  for (const role of ['reception', 'patient'] as const) {
    await openClinic(page, role, '/medical/home')
    for (const path of ['/sign-in', '/sign-up']) {
      await page.goto(path)
      await expect(page, `${role} ${path}`).toHaveURL(/\/medical\/home$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    await page.evaluate(() => localStorage.clear())
  }
})

test("the clinic build's module home shows the clinic: hours, specialties, services, doctors and booking", async ({
  page,
}) => {
  await openApp(page, '/gym/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Salud cerca de ti' })).toBeVisible()
  await expect(page.getByText('Ver las clases de hoy')).toHaveCount(0)
  await expect(
    page
      .getByTestId('clinic-hours')
      .getByText(/^\d{2}:\d{2} – \d{2}:\d{2}$/)
      .first(),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Especialidades' }).getByRole('heading', { name: 'Dermatología' }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Servicios' }).getByRole('listitem').first()).toBeVisible()
  await expect(page.getByTestId('clinic-doctor')).toHaveCount(8)
  await expect(page.getByTestId('clinic-book')).toHaveAttribute('href', '/medical/envio-medical/0')
  await expect(page.getByTestId('clinic-open-app')).toHaveCount(0)
  await expectAccessible(page)
})

test('on the clinic home staff get the way into the app, a doctor no booking, a patient its next appointments', async ({
  page,
}) => {
  await openClinic(page, 'reception', '/gym/home')
  await expect(page.getByTestId('clinic-open-app')).toHaveAttribute('href', '/medical/home')
  await expect(page.getByTestId('clinic-book')).toBeVisible()

  await openClinic(page, 'doctor', '/gym/home')
  await expect(page.getByTestId('clinic-open-app')).toBeVisible()
  await expect(page.getByTestId('clinic-book')).toHaveCount(0)

  await openClinic(page, 'patient', '/gym/home')
  await expect(page.getByTestId('clinic-open-app')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Tus próximas citas' })).toBeVisible()
  await expect(page.getByTestId('clinic-upcoming').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/medical\/envio-medical\/[0-9a-f-]{36}$/,
  )
})

test("a doctor's menu has no booking, and the search finds the clinic's data by role", async ({ page }) => {
  // On one of its pages the Agendas group is open.
  await openClinic(page, 'doctor', '/medical/my-agenda')
  const nav = page.getByRole('navigation', { name: 'Navegación principal' })
  await expect(nav.getByRole('link', { name: 'Agenda general' })).toBeVisible()
  await expect(nav.getByText('Agendar cita')).toHaveCount(0)
  await expect(nav.getByText('Registro', { exact: true })).toHaveCount(0)

  const search = async (text: string) => {
    await page.getByTestId('search-open').click()
    await page.getByRole('combobox', { name: 'Buscar pacientes, doctores, servicios, páginas y más' }).fill(text)
  }
  await search('dermatologia')
  const results = page.getByTestId('search-results')
  await expect(
    results.getByRole('group', { name: 'Especialidades' }).getByRole('option', { name: /Dermatología/ }),
  ).toBeVisible()
  await expect(results.getByRole('group', { name: 'Productos' })).toHaveCount(0)
  await results.getByRole('group', { name: 'Especialidades' }).getByRole('option').first().click()
  await expect(page).toHaveURL(/\/medical\/general-agenda\?doctors=/)

  await openClinic(page, 'reception', '/medical/home')
  await search('guantes')
  await expect(
    page
      .getByTestId('search-results')
      .getByRole('group', { name: 'Productos' })
      .getByRole('option', { name: /Guantes de nitrilo/ }),
  ).toBeVisible()
})

test('search results are two lines, an appointment dated in the chosen language with its procedure and doctor', async ({
  page,
}) => {
  await openClinic(page, 'reception', '/medical/home')
  // A patient with visits, by full name: which patients have visits depends on the day the demo data were
  // seeded (the test searched 'Salas' and found none on 2026-11-28).
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv')
  const { items } = (await callApi(page, 'GET', `/api/medical/appointments?from=${day(-30)}&to=${day(30)}`)).body
  const patient = (items as Array<{ patient: { fullName: string } | null }>).find((a) => a.patient)!.patient!.fullName
  await page.getByTestId('search-open').click()
  await page.getByRole('combobox', { name: 'Buscar pacientes, doctores, servicios, páginas y más' }).fill(patient)
  const visits = page.getByTestId('search-results').getByRole('group', { name: 'Citas' }).getByRole('option')
  const first = visits.first()
  await expect(first).toBeVisible()
  // "jue, 19 nov, 10:45 · Adán Salas Urbina", never "2026-11-19 10:45".
  await expect(first).toContainText(/^(lun|mar|mié|jue|vie|sáb|dom), \d{1,2} \p{L}+( \d{4})?, \d{2}:\d{2} · /u)
  await expect(first).not.toContainText(/\d{4}-\d{2}-\d{2}/)
  const [title, detail] = await first.locator(':scope > span:last-child > span').allInnerTexts()
  expect(title).toContain(patient)
  // The second line, shown at every width: the procedure and the doctor.
  expect(detail).toMatch(/ · Dr(a)?\. /)
  await expect(first.locator(':scope > span:last-child > span').nth(1)).toBeVisible()

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(first.locator(':scope > span:last-child > span').nth(1)).toBeVisible()
  // At 390 px a long title wraps instead of losing the patient's name (Dra. Venegas' visits had names cut).
  await page.getByRole('combobox', { name: 'Buscar pacientes, doctores, servicios, páginas y más' }).fill('Venegas')
  // Which visit comes first depends on the hour (the nearest first): any of hers will do.
  await expect(visits.filter({ hasText: 'Dra. Daniela Venegas Murillo' }).first()).toBeVisible()
  const cut = await visits.evaluateAll((options) =>
    options
      .map((o) => o.querySelector(':scope > span:last-child > span')!)
      .filter((t) => t.scrollWidth > t.clientWidth)
      .map((t) => t.textContent),
  )
  expect(cut).toHaveLength(0)
})

test('locking the session from the user menu and unlocking it returns to the page', async ({ page }) => {
  await openClinic(page, 'reception', '/persons/list-persons?q=a')
  await page.getByTestId('user-menu-trigger').click()
  await page.getByRole('menuitem', { name: 'Bloquear la sesión' }).click()
  await expect(page).toHaveURL(/\/unlock-session\?redirect=/)
  await page.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.reception.password)
  await page.getByRole('button', { name: 'Desbloquear' }).click()
  await expect(page).toHaveURL(/\/persons\/list-persons\?q=a$/)
})
