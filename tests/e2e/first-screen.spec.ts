import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// The pages a first visit opens from outside carry their first screen in their HTML (scripts/prerender.ts).
test.use({ freshContext: true })

/** No script of the app runs: what shows is the HTML alone. */
const withoutScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort())

/** The first screen as the HTML parser left it, before any module script ran. */
async function keepParsedScreen(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('#root h1')
      const w = window as unknown as { parsed: object }
      w.parsed = {
        prerendered: document.querySelector('[data-prerendered]') !== null,
        heading: heading?.textContent ?? null,
        box: heading ? JSON.parse(JSON.stringify(heading.getBoundingClientRect())) : null,
        splashShown: document.getElementById('splash')?.hidden === false,
      }
    })
  })
}
const parsed = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          parsed: { prerendered: boolean; heading: string | null; box: object | null; splashShown: boolean }
        }
      ).parsed,
  )

for (const [path, heading] of [
  ['/sign-in', 'Sign in'],
  ['/sign-up', 'Sign up'],
  ['/forgot-password', 'Forgot password?'],
  ['/home', 'Care that fits your day'],
  ['/gym/home', 'Care close to home'],
  ['/barber/home', 'Your cut, your time'],
  ['/futbol/home', 'One club, one heart'],
] as const) {
  test(`${path} shows its first screen from its HTML, before any script runs`, async ({ page, consoleErrors }) => {
    await withoutScripts(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.locator('#splash')).toBeHidden()
    // It only looks like the page until the app takes it over: nothing can be typed into it meanwhile.
    await expect(page.locator('[data-prerendered]')).toHaveAttribute('inert', '')
    // The app's code, started once that screen is painted, finds its scripts refused here.
    await expect.poll(() => consoleErrors.length).toBe(1)
    expect(consoleErrors.splice(0)[0]).toMatch(/dynamically imported module/)
  })
}

test('the app takes the sign-in page over where it stands, and its form works', async ({ page }) => {
  await keepParsedScreen(page)
  await page.goto('/sign-in')
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
  const before = await parsed(page)
  expect(before).toMatchObject({ prerendered: true, heading: 'Sign in', splashShown: false })
  const heading = page.getByRole('heading', { level: 1, name: 'Sign in' })
  expect(JSON.parse(JSON.stringify(await heading.evaluate((h) => h.getBoundingClientRect())))).toEqual(before.box)
  // The app's code was asked for only once what that screen needs was in: it never shared the line with them.
  const { stylesheetIn, firstScript } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const of = (ext: string) => resources.filter((e) => new URL(e.name).pathname.endsWith(ext))
    return {
      stylesheetIn: Math.max(...of('.css').map((e) => e.responseEnd)),
      firstScript: Math.min(...of('.js').map((e) => e.startTime)),
    }
  })
  expect(firstScript).toBeGreaterThanOrEqual(stylesheetIn)
  await page.getByLabel('Email address').fill('nobody@company.com')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByLabel('Email address')).toHaveValue('nobody@company.com')
})

test('a visitor who chose another language never sees the English page: the splash, then theirs', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'es'))
  await keepParsedScreen(page)
  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible({ timeout: 30_000 })
  expect(await parsed(page)).toMatchObject({ prerendered: false, heading: null, splashShown: true })
})

test('a business home prerendered while its data wait for the worker becomes the home once they come', async ({
  page,
}) => {
  await keepParsedScreen(page)
  await page.goto('/barber/home')
  expect(await parsed(page)).toMatchObject({ prerendered: true, heading: 'Your cut, your time' })
  await expect(page.getByTestId('home-pending')).toHaveCount(0, { timeout: 60_000 })
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Your cut, your time' })).toBeVisible()
})
