import type { Page } from '@playwright/test'
import { DEMO, expect as baseExpect, startApp, test } from './fixtures'

// About the first visit, the worker's life or other origins: each test starts from a new profile.
test.use({ freshContext: true })

// First visits install the worker (precache) and seed every domain: slow on a busy machine, so the
// waits here are generous (they are limits, not timings under test).
test.describe.configure({ timeout: 480_000 })
const expect = baseExpect.configure({ timeout: 30_000 })
const boot = (page: Page, path: string) => startApp(page, path, 120_000)

const PRODUCTS = '/api/apps/ecommerce/inventory/products?page=0&size=5&sort=price&order=desc&search=watch'

/** Calls the products endpoint from the page; answers the body and which path of the query engine answered. */
const listProducts = (page: Page) =>
  page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { authorization: localStorage.getItem('accessToken') ?? '' } })
    return { status: res.status, source: res.headers.get('x-query-source'), body: await res.json() }
  }, PRODUCTS)

test('sign in, create, edit and tag a product: after a reload it is all still there', async ({ page }) => {
  await boot(page, '/apps/ecommerce/inventory')
  await expect(page).toHaveURL(/\/sign-in/)
  await page.getByLabel('Email address').fill(DEMO.email)
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/apps\/ecommerce\/inventory/, { timeout: 60_000 })

  await page.getByRole('button', { name: 'Add a product' }).click()
  const form = page.getByTestId('product-form')
  await expect(form).toBeVisible()
  await form.getByLabel('Product name').fill('Persistent Pilot Watch')
  await form.getByLabel('Base price').fill('250')
  await form.getByLabel('Tax %').fill('20')
  await form.getByRole('button', { name: 'Edit tags' }).click()
  const tags = page.getByRole('dialog', { name: 'Tags' })
  await tags.getByRole('checkbox', { name: 'chronograph', exact: true }).check()
  await tags.getByLabel('Search or create a tag').fill('Pilot')
  await tags.getByRole('button', { name: 'Create “Pilot”' }).click()
  await expect(tags.getByRole('checkbox', { name: 'Pilot', exact: true })).toBeChecked()
  await page.keyboard.press('Escape')
  await form.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Product updated')).toBeVisible()

  await page.reload()
  // The URL still names the open product: its form comes back with what was saved.
  const reopened = page.getByTestId('product-form')
  await expect(reopened.getByLabel('Product name')).toHaveValue('Persistent Pilot Watch')
  await expect(reopened.getByTestId('computed-price')).toHaveValue('$300.00')
  await expect(reopened.getByRole('button', { name: 'Remove tag Pilot' })).toBeVisible()
  await expect(reopened.getByRole('button', { name: 'Remove tag chronograph' })).toBeVisible()
  // And the list finds it.
  await page.goto('/apps/ecommerce/inventory')
  await page.getByRole('searchbox', { name: 'Search products' }).fill('persistent pilot')
  const row = page.getByTestId('product-row').filter({ hasText: 'Persistent Pilot Watch' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('$300.00')
})

test('every api/* request is answered by the worker, unknown paths with 404 NOT FOUND', async ({ page }) => {
  await boot(page, '/sign-in')
  const [response, answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/no/such/endpoint')),
    page.evaluate(async () => {
      const res = await fetch('/api/no/such/endpoint')
      return { status: res.status, body: await res.json() }
    }),
  ])
  expect(response.fromServiceWorker()).toBe(true)
  expect(answer).toEqual({ status: 404, body: { error: 'NOT FOUND' } })
  const guarded = await page.evaluate(async (url) => (await fetch(url)).status, PRODUCTS)
  expect(guarded).toBe(401)
})

test('the API still answers after the service worker is stopped, cold first, then warm again', async ({ page }) => {
  await boot(page, '/sign-in')
  await page.evaluate(async (c) => {
    const res = await fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(c),
    })
    localStorage.setItem('accessToken', (await res.json()).accessToken)
  }, DEMO)
  // The page hands its query worker's port at boot: the answers come from the warm path.
  await expect.poll(async () => (await listProducts(page)).source).toBe('warm')
  const before = await listProducts(page)
  expect(before.status).toBe(200)
  expect(before.body.products).toHaveLength(5)

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')

  // The restarted worker has lost the port: it answers cold, asks the page for a new port...
  const afterStop = await listProducts(page)
  expect(afterStop.status).toBe(200)
  expect(afterStop.source).toBe('cold')
  expect(afterStop.body).toEqual(before.body)
  // ...and once the page has handed it one, the warm path answers again, with the same answer.
  await expect.poll(async () => (await listProducts(page)).source).toBe('warm')
  expect((await listProducts(page)).body).toEqual(before.body)
})
