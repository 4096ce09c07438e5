import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { expect, openApp, signInViaApi, test } from '../e2e/fixtures'

const DIST = process.env.E2E_DIST ?? 'dist'
const BUDGET = 150 * 1024

/** Pages a person may open first, guest or signed in. */
const GUEST_PAGES = ['/', '/sign-in', '/home', '/gym/home']
const SIGNED_IN_PAGES = ['/apps/ecommerce/inventory']

const gzipSize = (path: string) => gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length

for (const [signedIn, pages] of [[false, GUEST_PAGES], [true, SIGNED_IN_PAGES]] as const) {
  for (const path of pages) {
    test(`first load of ${path} stays under 150 kB of gzipped JavaScript`, async ({ page }) => {
      if (signedIn) {
        await openApp(page, '/sign-in')
        await signInViaApi(page)
      }
      const scripts = new Set<string>()
      // Only what this document loads: not the service worker's precaching nor the query worker.
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.endsWith('.js') && request.frame() === page.mainFrame() && !url.pathname.includes('worker')) scripts.add(url.pathname)
      })
      await openApp(page, path)
      // The page is settled once no script has been asked for 2 s (an app that polls never reaches 'networkidle').
      let seen = -1
      while (seen !== scripts.size) {
        seen = scripts.size
        await page.waitForTimeout(2000)
      }
      const sizes = [...scripts].map((p) => ({ p, size: gzipSize(p) }))
      const total = sizes.reduce((s, x) => s + x.size, 0)
      test.info().annotations.push({ type: 'js-gzip-bytes', description: String(total) })
      expect(total, sizes.map((s) => `${s.p} ${s.size}`).join('\n')).toBeLessThan(BUDGET)
    })
  }
}
