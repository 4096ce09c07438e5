// Long tasks of a signed-in page reloaded at 4x CPU throttling in Chromium (RATE=12 for a slower phone, or to
// see any on a fast machine), with their blocking time (the part of each over 50 ms, as Lighthouse counts it);
// median of [runs]. Compare two builds side by side:
// node scripts/long-tasks.mjs <base URL of a running `vite preview`> <path> [runs]
import { chromium } from '@playwright/test'
import { signInDemo } from './sign-in-demo.mjs'
const [BASE, path = '/medical/home', runs = '3'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
await ctx.addInitScript(() => {
  window.__long = []
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)])
  }).observe({ type: 'longtask', buffered: true })
})
const page = await ctx.newPage()
await page.goto(`${BASE}/sign-in`)
await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120000 })
await page.waitForFunction(() => !document.getElementById('splash'), null, { timeout: 120000 })
await signInDemo(page)
await page.goto(`${BASE}${path}`)
await page.waitForTimeout(3000)
const cdp = await ctx.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) })
const results = []
for (let i = 0; i < Number(runs); i++) {
  await page.reload()
  await page.waitForSelector('#splash', { state: 'detached', timeout: 60000 }).catch(() => {})
  await page.waitForTimeout(4000)
  const long = await page.evaluate(() => window.__long)
  const tbt = long.reduce((s, [, d]) => s + Math.max(0, d - 50), 0)
  results.push(tbt)
  console.log(`run ${i}: TBT ${tbt} ms, tasks ${long.map(([s, d]) => `${d}@${s}`).join(' ')}`)
}
results.sort((a, b) => a - b)
console.log(`${path} median TBT ${results[Math.floor(results.length / 2)]} ms`)
await browser.close()
