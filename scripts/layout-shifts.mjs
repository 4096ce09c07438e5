// Layout shifts of a warm, signed-in reload of a page at phone width, with the elements that moved.
// usage: node scripts/layout-shifts.mjs <preview URL> <path>   (a production build served, e.g. npx vite preview)
import { chromium } from '@playwright/test'
import { signInDemo } from './sign-in-demo.mjs'
const [base, path] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 } })
const page = await ctx.newPage()
await page.goto('/sign-in')
await page.waitForFunction(() => !document.getElementById('splash'), undefined, { timeout: 120000 })
// The splash no longer waits for the worker: sign in once it answers the API.
await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120000 })
await signInDemo(page)
await page.goto(path)
await page.waitForTimeout(3000)
await page.addInitScript(() => {
  window.__shifts = []
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__shifts.push({
        t: Math.round(e.startTime),
        v: e.value.toFixed(4),
        src: e.sources.map((s) => ({
          node: s.node ? (s.node.outerHTML || s.node.nodeName).slice(0, 140) : null,
          prev: `${s.previousRect.x},${s.previousRect.y} ${s.previousRect.width}x${s.previousRect.height}`,
          cur: `${s.currentRect.x},${s.currentRect.y} ${s.currentRect.width}x${s.currentRect.height}`,
        })),
      })
  }).observe({ type: 'layout-shift', buffered: true })
})
await page.reload()
await page.waitForTimeout(4000)
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1))
await browser.close()
