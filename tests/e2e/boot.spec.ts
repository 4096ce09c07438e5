import type { Page } from '@playwright/test'
import { expect, openApp, signInViaApi, test } from './fixtures'

// About the first visit, the worker's life or other origins: each test starts from a new profile.
test.use({ freshContext: true })

/**
 * The root screen asks `GET api/common/config` and goes to the variant's module. The service worker
 * answers every api/* call, so page.route never sees it; to try every configuration value (a build
 * serves only its own) the test replaces `window.fetch` for that one path before the app starts. The
 * rest of the app, and the worker's real answer, stay untouched: the last tests here use them.
 */
// The first visit of every test installs the worker and seeds the database.
test.beforeEach(() => test.slow())

type Answer = { status: number; body: unknown } | 'network-error'

/**
 * Before any app script runs, `fetch` of api/common/config answers what the test put in sessionStorage
 * (when it put something), so one booted browser can try every answer in turn.
 */
async function overrideConfig(page: Page) {
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window)
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof Request ? input.url : input.href,
        location.href,
      )
      const wanted = sessionStorage.getItem('e2e.config-answer')
      if (url.pathname !== '/api/common/config' || wanted === null) return realFetch(input, init)
      const a = JSON.parse(wanted) as Answer
      if (a === 'network-error') throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } })
    }
  })
}

async function answerWith(page: Page, answer: Answer) {
  await page.evaluate((a) => sessionStorage.setItem('e2e.config-answer', JSON.stringify(a)), answer)
}

const spanish = (page: Page) => page.addInitScript(() => localStorage.setItem('lang', 'es'))

const ok = (app: string, isSvg = true) => ({ status: 200, body: { exito: true, mensaje: 'OK', data: { app, isSvg } } })

const EXPECTED: Array<[string, string]> = [
  ['gym', '/gym/home'],
  ['picoTaller', '/gym/home'],
  ['visionLatina', '/gym/home'],
  ['vidaSaludable', '/gym/home'],
  ['vidaSaludableNutri', '/gym/home'],
  ['inxxeptionApps', '/gym/home'],
  ['elcastillo', '/gym/home'],
  ['barber', '/barber/home'],
  ['futbol', '/futbol/home'],
]

test('each configuration app value leads from the root to its module', async ({ page }) => {
  await overrideConfig(page)
  await openApp(page, '/sign-in')
  for (const [app, home] of EXPECTED) {
    await answerWith(page, ok(app, app !== 'barber'))
    await page.goto('/')
    await expect(page, `app '${app}'`).toHaveURL(new RegExp(`${home}$`))
  }
})

const FAILURES: Array<[string, Answer]> = [
  ['the call fails', 'network-error'],
  ['the server answers an error', { status: 500, body: { error: 'Internal error' } }],
  ['the answer says exito: false', { status: 200, body: { exito: false, mensaje: 'Sin configuración', data: null } }],
  ['the app value is unknown', ok('someOtherApp')],
]

test('the root screen logs the error and stays when the configuration cannot be had', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text())
  })
  await spanish(page)
  await overrideConfig(page)
  await openApp(page, '/sign-in')
  for (const [what, answer] of FAILURES) {
    logged.length = 0
    await answerWith(page, answer)
    await page.goto('/')
    await expect
      .poll(() => logged.some((l) => l.startsWith('Error al obtener la configuración de la app')), { message: what })
      .toBe(true)
    await expect(page.getByRole('main').getByText('Cargando por favor espere un momento...'), what).toBeVisible()
    expect(new URL(page.url()).pathname, what).toBe('/')
  }
  // A retry once the configuration answers goes on.
  await answerWith(page, ok('futbol'))
  await page.getByRole('button', { name: 'Reintentar' }).click()
  await expect(page).toHaveURL(/\/futbol\/home$/)
})

test("the worker serves the build's own configuration, publicly", async ({ page }) => {
  await openApp(page, '/sign-in')
  const answer = await page.evaluate(async () => (await fetch('/api/common/config')).json())
  // The default build is the clinic, Vida Saludable, whose logo is an SVG.
  expect(answer).toEqual({ exito: true, mensaje: expect.any(String), data: { app: 'vidaSaludable', isSvg: true } })
})

test('the root screen reads the real configuration and goes to the module; a signed-in user on a guest page lands where signing in would take them', async ({
  page,
}) => {
  await spanish(page)
  await openApp(page, '/')
  // The first api/* call of a fresh browser waits for the worker to seed the demo database.
  await expect(page).toHaveURL(/\/gym\/home$/, { timeout: 30_000 })
  await signInViaApi(page)
  // The demo admin is staff: their work is the clinic app (src/lib/landing.ts), by either way in.
  await page.goto('/sign-in')
  await expect(page).toHaveURL(/\/medical\/home$/)
})

/** Holds the worker's script until the test lets it go: the page stays uncontrolled meanwhile. */
async function holdWorker(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.context().route('**/sw.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null)

test('a first visit shows its page before the worker controls it, and an API call made meanwhile waits for the worker', async ({
  page,
}) => {
  const release = await holdWorker(page)
  await page.goto('/sign-in')
  const signIn = page.getByRole('button', { name: 'Sign in' })
  await expect(signIn).toBeEnabled()
  await expect(page.locator('#splash')).toHaveCount(0)
  expect(await controlled(page)).toBe(false)
  // The form is filled in with the demo account: the sign-in call waits for the worker, without failing.
  await signIn.click()
  await page.waitForTimeout(1000)
  expect(await controlled(page)).toBe(false)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page).toHaveURL(/\/sign-in/)
  release()
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 60_000 })
  expect(await controlled(page)).toBe(true)
})

test('a first visit whose worker cannot be installed says so when it calls the API', async ({ page }) => {
  await page.context().route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'gone' }))
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(/could not start its offline engine/)
  await expect(page).toHaveURL(/\/sign-in/)
})
