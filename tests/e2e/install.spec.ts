import { chromium, type Page } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, openApp, test } from './fixtures'

// About the first visit, the worker's life or other origins: each test starts from a new profile.
test.use({ freshContext: true })

test.beforeEach(async ({ page }) => {
  test.slow()
  await page.addInitScript(() => localStorage.setItem('lang', 'es'))
})

/** What Chromium fires when it could install the app; `prompt()` is recorded on the window. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((o) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>
    event.prompt = async () => {
      ;(window as unknown as { prompted: number }).prompted =
        ((window as unknown as { prompted?: number }).prompted ?? 0) + 1
    }
    event.userChoice = Promise.resolve({ outcome: o, platform: 'web' })
    window.dispatchEvent(event)
  }, outcome)
}

const bar = (page: Page) => page.getByRole('region', { name: /^Instala / })

test('Android: the install bar opens 1 s after the browser offers installation and prompts on Instalar app', async ({
  page,
}) => {
  await page.clock.install()
  await openApp(page, '/home')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000)
  await offerInstall(page)
  await page.clock.runFor(900)
  await expect(bar(page)).toHaveCount(0)
  await page.clock.runFor(100)
  // The bar's texts load with it; React reveals suspended content on a timer, so time flows again.
  await page.clock.resume()
  await expect(bar(page)).toBeVisible()
  await expect(bar(page)).toContainText('Instala Vida Saludable')
  await page.getByRole('button', { name: 'Instalar app' }).click()
  await expect(bar(page)).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)
})

test('the install bar, once dismissed, stays away after a reload', async ({ page }) => {
  await page.clock.install()
  await openApp(page, '/home')
  await offerInstall(page)
  await page.clock.runFor(1000)
  await bar(page).getByRole('button', { name: 'Ahora no' }).click()
  await expect(bar(page)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await offerInstall(page)
  await page.clock.runFor(2000)
  await expect(bar(page)).toHaveCount(0)
})

test('iOS outside the installed app: a sheet tells how to add the app to the home screen', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('lang', 'es'))
  await page.clock.install()
  await openApp(page, '/home')
  const sheet = page.getByRole('dialog', { name: /^Instala .* en tu iPhone$/ })
  await page.clock.runFor(1000)
  await expect(sheet).toBeVisible()
  await expect(sheet).toContainText('Abre esta página en Safari.')
  await expect(sheet).toContainText('Toca el menú compartir.')
  await expect(sheet).toContainText("Elige 'Agregar a la pantalla de inicio'.")
  await sheet.getByRole('button', { name: 'Entendido' }).click()
  await expect(sheet).toHaveCount(0)
  await page.reload()
  await page.clock.runFor(2000)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(sheet).toHaveCount(0)
  await context.close()
})

test('Chromium finds the app installable: manifest, icons, service worker', async ({ baseURL }) => {
  // Incognito-like contexts are never installable, so this check runs in a persistent profile.
  const dir = mkdtempSync(join(tmpdir(), 'install-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    serviceWorkers: 'allow',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await openApp(page, `${baseURL}/home`)
    const manifest = await page.evaluate(async () =>
      (await fetch(document.querySelector<HTMLLinkElement>('link[rel=manifest]')!.href)).json(),
    )
    expect(manifest).toMatchObject({
      name: 'Vida Saludable',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0d9488',
    })
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of manifest.icons)
      expect((await page.request.get(`${baseURL}/${icon.src}`)).headers()['content-type']).toBe('image/png')
    const cdp = await context.newCDPSession(page)
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 20_000 })
      .toEqual([])
  } finally {
    await context.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
