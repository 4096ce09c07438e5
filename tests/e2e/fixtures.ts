import { test as base, expect, type Page } from '@playwright/test'

export const DEMO = { email: 'hughes.brian@company.com', password: 'admin' }

/** Opens the app and waits until the service worker controls the page and the splash is gone. */
export async function openApp(page: Page, path = '/') {
  await page.goto(path)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 60_000 })
}

/** Signs in through the API from the page (no 1.5 s form delay) and stores the session as the app does. */
export async function signInViaApi(page: Page, creds = DEMO) {
  await page.evaluate(async (c) => {
    const res = await fetch('/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(c) })
    if (!res.ok) throw new Error(`sign-in failed: ${res.status}`)
    const s = await res.json()
    localStorage.setItem('accessToken', s.accessToken)
    localStorage.setItem('user', JSON.stringify(s.user))
  }, creds)
}

/** Every test fails on uncaught page errors and on api/* answers that did not come from the worker. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/') && !r.fromServiceWorker()) errors.push(`api escaped the worker: ${r.url()}`)
      })
      await use(errors)
      expect(errors, 'page errors or escaped api calls').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Runs axe on the page (or a part of it) and fails on serious or critical violations. */
export async function expectAccessible(page: Page, include?: string) {
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([])
}

/** Sets light or dark before the app boots (the choice the settings drawer saves). */
export async function useScheme(page: Page, scheme: 'light' | 'dark') {
  await page.addInitScript((s) => localStorage.setItem('scheme', s), scheme)
}
