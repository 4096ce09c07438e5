import type { Page } from '@playwright/test'
import { DEMO, expect, expectAccessible, openApp, signInViaApi, test } from './fixtures'

/**
 * `GET api/common/config` answers `app` for this page (a build serves only its own configuration, and the
 * service worker answers every api/* call, so the page's `fetch` of that one path is replaced).
 */
async function configureApp(page: Page, app: string) {
  await page.addInitScript((value) => {
    const realFetch = window.fetch.bind(window)
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof Request ? input.url : input.href,
        location.href,
      )
      if (url.pathname !== '/api/common/config') return realFetch(input, init)
      return new Response(JSON.stringify({ exito: true, mensaje: 'OK', data: { app: value, isSvg: true } }), {
        headers: { 'content-type': 'application/json' },
      })
    }
  }, app)
}

test.beforeEach(async ({ page }) => {
  test.slow()
  await page.addInitScript(() => localStorage.setItem('lang', 'es'))
})

test('home is the public landing page of the business', async ({ page }) => {
  await openApp(page, '/home')
  // The default build is the Vida Saludable clinic.
  await expect(page.getByRole('heading', { level: 1, name: 'Cuidados que se adaptan a tu día' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Lo que ofrecemos' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/sign-up')
  await expectAccessible(page)
  // Its module is the clinic's home (the spec sends the clinic to /gym/home), and the button says so.
  await page.getByRole('main').getByRole('link', { name: 'Servicios, médicos y horarios' }).first().click()
  await expect(page).toHaveURL(/\/gym\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Salud cerca de ti' })).toBeVisible()
})

test('on a phone the public pages keep every link named (the bar shows only the logo)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/home', '/gym/home']) {
    await openApp(page, path)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Vida Saludable' })).toBeVisible()
    await expectAccessible(page)
  }
})

test("gym home: the day's classes with places left, plans, trainers; a member sees the membership and books", async ({
  page,
}) => {
  // The default build is the clinic, whose /gym/home shows the clinic: this is the gym's configuration.
  await configureApp(page, 'gym')
  await openApp(page, '/gym/home')
  const classes = page.getByRole('region', { name: 'Clases' })
  await expect(classes.getByRole('listitem').first()).toBeVisible()
  await expect(classes.getByText(/^(Quedan? \d+ plazas?|Completa)$/).first()).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Nuestros entrenadores' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(6)
  await expect(page.getByText('Inicia sesión para ver tu membresía y reservar clases.')).toBeVisible()
  await expect(page.getByText(/^(29|45|69)\s€$/)).toHaveCount(3)
  await expectAccessible(page)

  // Tomorrow's classes have not started: a place can be booked.
  const days = page.getByRole('group', { name: 'Días' }).getByRole('button')
  await days.nth(1).click()
  await expect(page).toHaveURL(/\?date=\d{4}-\d{2}-\d{2}$/)
  await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true')

  // A guest is sent to sign in first, and comes back to the same day.
  const dayUrl = page.url()
  await classes
    .getByRole('button', { name: /^Reservar:/, disabled: false })
    .first()
    .click()
  await expect(page).toHaveURL(/\/sign-in\?redirect=/)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(dayUrl)

  await expect(page.getByTestId('membership-status')).toHaveText('Activa')
  await expect(page.getByText('Plan Completo', { exact: true })).toBeVisible()
  const card = classes
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Reservar:/, disabled: false }) })
    .first()
  const before = Number(/(\d+)/.exec((await card.getByText(/^Quedan? \d+ plazas?$/).textContent())!)![1])
  await card.getByRole('button', { name: /^Reservar:/ }).click()
  await expect(
    page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Plaza reservada' }),
  ).toBeVisible()
  const booked = classes.getByRole('listitem').filter({ has: page.getByText('Reservada', { exact: true }) })
  await expect(booked).toHaveCount(1)
  await expect(booked.getByText(/^(Quedan? \d+ plazas?|Completa)$/)).toHaveText(
    before - 1 === 0 ? 'Completa' : new RegExp(`^Quedan? ${before - 1} plazas?$`),
  )
  await expect(page.getByText('1 clase reservada este mes')).toBeVisible()
})

test("barber home: services with price and duration, each barber's next free slot, booking after signing in", async ({
  page,
}) => {
  await openApp(page, '/barber/home')
  const services = page.getByRole('region', { name: 'Servicios' })
  await expect(services.getByRole('button')).toHaveCount(8)
  await expect(services.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true')
  await expect(services.getByText(/\d+ min$/)).toHaveCount(8)
  const barbers = page.getByTestId('barber-card')
  await expect(barbers).toHaveCount(4)
  for (const slot of await page.getByTestId('next-free').allTextContents()) expect(slot).toMatch(/\d{2}:\d{2}$/)
  await expectAccessible(page)

  await services.getByRole('button', { name: 'Elegir Corte + barba' }).click()
  await expect(page).toHaveURL(/service=/)
  await expect(services.getByRole('button', { name: 'Elegir Corte + barba' })).toHaveAttribute('aria-pressed', 'true')

  // Booking needs an account: the guest signs in and comes back with the booking open.
  const name = (await barbers.first().getByRole('heading').textContent())!
  const slot = (await barbers.first().getByTestId('next-free').textContent())!
  await barbers
    .first()
    .getByRole('button', { name: `Reservar: ${name}` })
    .click()
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fbarber%2Fhome/)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  const dialog = page.getByRole('dialog', { name: `Reservar con ${name}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: 'Servicio' })).toHaveValue(/.+/)
  await expect(dialog.getByRole('group', { name: 'Hora' }).getByRole('button', { pressed: true })).toHaveText(
    slot.split(' · ').at(-1)!,
  )
  await expectAccessible(page, '[role=dialog]')
  await dialog.getByRole('button', { name: 'Confirmar reserva' }).click()
  await expect(
    page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Reservado: Corte + barba' }),
  ).toBeVisible()
  await expect(dialog).toHaveCount(0)

  const mine = page.getByRole('region', { name: 'Tus citas' })
  await expect(mine.getByRole('listitem')).toHaveCount(1)
  await expect(mine.getByText(`con ${name}`, { exact: false })).toBeVisible()
  // The slot is taken now, so the barber's next free time moved on.
  await expect(barbers.first().getByTestId('next-free')).not.toHaveText(slot)
  await mine.getByRole('button', { name: 'Cancelar' }).click()
  await expect(mine.getByText('No tienes citas próximas.')).toBeVisible()
  await expect(barbers.first().getByTestId('next-free')).toHaveText(slot)
})

test('barber booking at 390 px: the day strip shows it scrolls and the keys reach every open day; times fit in a grid', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto('/barber/home')
  await page
    .getByTestId('barber-card')
    .first()
    .getByRole('button', { name: /^Reservar: / })
    .click()
  const dialog = page.getByRole('dialog')
  const days = dialog.getByRole('group', { name: 'Día' })
  await expect(days.getByRole('button').first()).toBeVisible({ timeout: 30_000 })
  const box = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!
  const dialogBox = await box(dialog)
  const stripBox = await box(days)
  // The strip stays inside the dialog, and fades out on the side where more days wait.
  expect(stripBox.x + stripBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width)
  await expect(days).toHaveAttribute('data-more', /end|both/)
  expect(await days.evaluate((el) => getComputedStyle(el).maskImage)).toContain('linear-gradient')

  const open = days.locator('button:not(:disabled)')
  await open.first().focus()
  await page.keyboard.press('End')
  await expect(open.last()).toBeFocused()
  const last = await box(open.last())
  expect(last.x + last.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1)
  await expect(days).toHaveAttribute('data-more', /start|both/)
  await page.keyboard.press('ArrowLeft')
  await expect(open.nth((await open.count()) - 2)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(open.first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(open.first()).toHaveAttribute('aria-pressed', 'true')

  // Every time fits inside the dialog: none runs past its edge.
  const times = dialog.getByRole('group', { name: 'Hora' }).getByRole('button')
  for (const b of await times.all()) {
    const t = await box(b)
    expect(t.x + t.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width)
  }
})

test('futbol home: next match, fixtures and results, training sessions and the squad', async ({ page }) => {
  await openApp(page, '/futbol/home')
  await expect(page.getByText('Próximo partido')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Calendario' }).getByRole('listitem')).toHaveCount(6)
  const results = page.getByRole('region', { name: 'Resultados' })
  await expect(results.getByRole('listitem')).toHaveCount(8)
  await expect(results.getByText(/^\d+ – \d+$/)).toHaveCount(8)
  await expect(page.getByRole('region', { name: 'Entrenamientos' }).getByRole('listitem').first()).toBeVisible()
  const squad = page.getByRole('region', { name: 'Plantilla' })
  for (const group of ['Porteros', 'Defensas', 'Centrocampistas', 'Delanteros'])
    await expect(squad.getByRole('heading', { name: group })).toBeVisible()
  await expect(squad.getByRole('listitem')).toHaveCount(22)
  await expect(squad.getByLabel('Capitán')).toHaveCount(1)
  await expectAccessible(page)
})

test('the home pages are public and show who is signed in', async ({ page }) => {
  await openApp(page, '/futbol/home')
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
  await signInViaApi(page, DEMO)
  await page.goto('/futbol/home')
  await expect(page.getByRole('img', { name: 'Brian Hughes' })).toBeVisible()
  await page.getByRole('link', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/sign-out$/)
})

test.describe('first visits', () => {
  // A context of its own: the shared one already has the service worker installed.
  test.use({ freshContext: true })

  // A first visit waits seconds for the service worker to install before any data; the home's frame and
  // words show at once (issue 17 item 17), as they would on a slow phone where the worker comes late.
  for (const [path, title, section] of [
    ['/gym/home', 'Salud cerca de ti', 'Servicios'],
    ['/barber/home', 'Tu corte, a tu hora', 'Servicios'],
    ['/futbol/home', 'Un club, un corazón', 'Plantilla'],
  ] as const) {
    test(`a first visit to ${path} shows the business before the worker has installed, then its data`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const container = navigator.serviceWorker
        const register = container.register.bind(container)
        container.register = (...args: Parameters<typeof register>) =>
          new Promise((wait) => setTimeout(wait, 4000)).then(() => register(...args))
      })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 3500 })
      await expect(page.locator('#splash')).toHaveCount(0)
      await expect(page.getByTestId('home-pending')).toBeVisible()
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible({ timeout: 60_000 })
      await expect(page.getByTestId('home-pending')).toHaveCount(0)
    })
  }
})
