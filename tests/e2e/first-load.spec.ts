import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { expect, openApp, signInViaApi, test } from './fixtures'

const DIST = process.env.E2E_DIST ?? 'dist'
const BUDGET = 150 * 1024

/**
 * The pages a visitor opens first: sign-in, the landing page and each business's home (where `/` sends
 * a visitor). `npm run budget` measures others too (FIRST_LOAD_PAGES=/gym/home,+/apps/ecommerce/inventory;
 * a leading + signs in first); docs/performance.md has the figures.
 */
const PAGES = process.env.FIRST_LOAD_PAGES?.split(',') ?? [
  '/sign-in',
  '/home',
  '/gym/home',
  '/barber/home',
  '/futbol/home',
]

const gzipSize = (path: string) => gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length

for (const entry of PAGES) {
  const signedIn = entry.startsWith('+')
  const path = signedIn ? entry.slice(1) : entry
  test(`first load of ${path}${signedIn ? ' (signed in)' : ''} stays under 150 kB of gzipped JavaScript`, async ({
    page,
  }) => {
    if (signedIn) {
      await openApp(page, '/sign-in')
      await signInViaApi(page)
    }
    const scripts = new Set<string>()
    // Only what this document loads: not the service worker's precaching nor the query worker.
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('.js') && request.frame() === page.mainFrame() && !url.pathname.includes('worker'))
        scripts.add(url.pathname)
    })
    await openApp(page, path)
    // The page is settled once no script has been asked for 2 s (an app that polls never reaches 'networkidle').
    let seen = -1
    while (seen !== scripts.size) {
      seen = scripts.size
      await page.waitForTimeout(2000)
    }
    const sizes = [...scripts].map((p) => ({ p, size: gzipSize(p) })).sort((a, b) => b.size - a.size)
    const total = sizes.reduce((s, x) => s + x.size, 0)
    test.info().annotations.push({ type: 'js-gzip-bytes', description: String(total) })
    console.log(`${path}: ${(total / 1024).toFixed(1)} kB gzip in ${sizes.length} scripts`)
    expect(total, sizes.map((s) => `${s.p} ${s.size}`).join('\n')).toBeLessThan(BUDGET)
  })
}
