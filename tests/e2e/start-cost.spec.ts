import { expect, test } from './fixtures'
import { openClinic } from './clinic.helpers'

// The toolbar's sync indicator opened the whole app database with Dexie on every signed-in page to learn
// that a device without a server does not sync (60-116 ms of a phone's start, docs/performance.md).
test('on a device without a sync server a signed-in page opens no database and Settings › Sync says the data stay here', async ({
  page,
}) => {
  await openClinic(page, 'admin', '/medical/home')
  await page.addInitScript(() => {
    const w = window as unknown as { opened: string[] }
    w.opened = []
    const open = indexedDB.open.bind(indexedDB)
    indexedDB.open = (name: string, version?: number) => {
      w.opened.push(name)
      return open(name, version)
    }
  })
  for (const path of ['/apps/ecommerce/inventory', '/settings']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
    await page.waitForTimeout(2000)
    expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened), path).toEqual([])
  }
  await expect(page.getByTestId('sync-local-only')).toBeVisible()
})

test.describe('first visits', () => {
  // A context of its own: the shared one already has the service worker installed.
  test.use({ freshContext: true })

  // A first visit has no worker to serve chunks from its precache: each chunk found only once the code
  // before it ran cost a round trip, and the sign-in form came five requests deep (Lighthouse's simulated
  // phone, docs/performance.md). index.html now names the page's code and words up front
  // (scripts/first-visit-preload.ts).
  for (const [path, lang] of [
    ['/sign-in', 'es'],
    ['/home', 'en'],
  ] as const) {
    test(`a first visit to ${path} in ${lang} has every script its first screen runs named by index.html`, async ({
      page,
    }) => {
      await page.addInitScript((lang) => {
        localStorage.setItem('lang', lang)
        const w = window as unknown as { firstScreen?: string[] }
        const scripts = () =>
          performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            // The query worker starts once the service worker controls the page: not the first screen's code.
            .filter((p) => p.endsWith('.js') && !p.includes('.worker-'))
        new MutationObserver((_, observer) => {
          // The app's own first screen: a prerendered page's markup is there before any script (scripts/prerender.ts).
          if (!document.querySelector('#root h1') || document.querySelector('[data-prerendered]')) return
          w.firstScreen = scripts()
          observer.disconnect()
        }).observe(document, { childList: true, subtree: true })
      }, lang)
      await page.goto(path)
      await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 30_000 })
      await expect(page.locator('#root h1')).toBeVisible({ timeout: 30_000 })
      await expect.poll(() => page.evaluate(() => 'firstScreen' in window)).toBe(true)
      const { firstScreen, named } = await page.evaluate(() => ({
        firstScreen: (window as unknown as { firstScreen: string[] }).firstScreen,
        named: [
          ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel=modulepreload], script[src]'),
        ].map((e) => new URL(e instanceof HTMLLinkElement ? e.href : e.src).pathname),
      }))
      expect(firstScreen.length).toBeGreaterThan(5)
      expect(firstScreen.filter((script) => !named.includes(script))).toEqual([])
    })
  }
})
