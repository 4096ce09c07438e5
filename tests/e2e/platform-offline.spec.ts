import { spawn, type ChildProcess } from 'node:child_process'
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { signInDemo } from '../../scripts/sign-in-demo.mjs'
import { expect as baseExpect, test } from './fixtures'
import { buildMarker, SECOND_BUILD_MARKER } from './worker-update.helpers'

// About the first visit, the worker's life or other origins: each test starts from a new profile.
test.use({ freshContext: true })

/**
 * These tests run their own `vite preview` (a child process on a spare port) so that they can stop the
 * server, or swap the build it serves, while the page stays open.
 */
const DIST = resolve(process.env.E2E_DIST ?? 'dist')
const spawned: ChildProcess[] = []
test.describe.configure({ timeout: 480_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

async function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/vite', ['preview', '--outDir', dir, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
  })
  spawned.push(child)
  await expect
    .poll(
      async () =>
        fetch(`http://localhost:${port}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200)
  return child
}

async function stop(child: ChildProcess, port: number) {
  child.kill('SIGTERM')
  await expect
    .poll(
      async () =>
        fetch(`http://localhost:${port}/`).then(
          () => 'up',
          () => 'down',
        ),
      { timeout: 15_000 },
    )
    .toBe('down')
}

test.afterEach(() => {
  for (const child of spawned.splice(0)) if (child.exitCode === null) child.kill('SIGTERM')
})

const portFor = (workerIndex: number, n: number) => 43_010 + workerIndex * 4 + n

/** First visit: the worker installs and seeds; sign in through the API; open the inventory. */
async function firstVisit(page: Page, origin: string) {
  await page.goto(`${origin}/sign-in`)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 })
  await signInDemo(page)
  await page.goto(`${origin}/apps/ecommerce/inventory`)
  await expect(page.getByTestId('product-row').first()).toBeVisible({ timeout: 60_000 })
}

async function renameFirstProduct(page: Page, name: string) {
  await page
    .getByTestId('product-row')
    .first()
    .getByRole('button', { name: /^Show details of/ })
    .click()
  const form = page.getByTestId('product-form')
  await form.getByLabel('Product name').fill(name)
  await form.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Product updated').first()).toBeVisible()
}

test('after one visit the app starts, deep-links and edits with the server stopped', async ({ page }, info) => {
  const port = portFor(info.workerIndex, 0)
  const origin = `http://localhost:${port}`
  const server = await serve(DIST, port)
  await firstVisit(page, origin)
  await renameFirstProduct(page, 'Aaa Online Edit')

  await stop(server, port)
  await page.reload()
  await expect(page.getByTestId('product-row').first()).toContainText('Aaa Online Edit', { timeout: 30_000 })

  // A deep link straight into a search, never visited before, with no server.
  await page.goto(`${origin}/apps/ecommerce/inventory?search=online%20edit`)
  await expect(page.getByTestId('product-row')).toHaveCount(1)
  await renameFirstProduct(page, 'Aaa Offline Edit')
  await page.reload()
  await page.goto(`${origin}/apps/ecommerce/inventory?search=offline`)
  await expect(page.getByTestId('product-row')).toHaveCount(1)
  await expect(page.getByTestId('product-row').first()).toContainText('Aaa Offline Edit')
})

test('a new build waits, the user is asked, and accepting activates it with the data kept', async ({ page }, info) => {
  const port = portFor(info.workerIndex, 1)
  const origin = `http://localhost:${port}`
  const root = mkdtempSync(join(tmpdir(), 'platform-update-'))
  try {
    // Two builds: the current one, and a copy whose worker differs (a marker it answers with).
    const first = join(root, 'first')
    const second = join(root, 'second')
    cpSync(DIST, first, { recursive: true })
    cpSync(DIST, second, { recursive: true })
    appendFileSync(join(second, 'sw.js'), SECOND_BUILD_MARKER)
    let server = await serve(first, port)
    await firstVisit(page, origin)
    await renameFirstProduct(page, 'Aaa Before Update')
    await expect(page.getByTestId('update-prompt')).toHaveCount(0)

    await stop(server, port)
    server = await serve(second, port)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const prompt = page.getByTestId('update-prompt')
    await expect(prompt).toBeVisible({ timeout: 60_000 })
    // Until accepted, the old version keeps control.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      true,
    )

    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), prompt.getByRole('button').first().click()])
    await expect(page.getByTestId('product-row').first()).toContainText('Aaa Before Update', { timeout: 30_000 })
    // The worker in control is the new build's: it answers the marker only the second build has.
    await expect.poll(() => buildMarker(page), { timeout: 60_000 }).toBe('second')
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      false,
    )
    await stop(server, port)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
