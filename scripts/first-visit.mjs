// First visits, one fresh browser context each: when the sign-in form can be used, when the worker
// controls the page, when the splash is gone, and (with SIGN_IN=1) when the signed-in landing page shows
// its data after the form was sent the moment it could be. A start whose splash outlives 60 s is reported
// with what the page was still waiting for. Also the boot's stress test (docs/performance.md).
// usage: node scripts/first-visit.mjs <base URL of a running `vite preview`> [runs] [path]
import { chromium } from '@playwright/test'

const [BASE, runs = '10', path = '/sign-in'] = process.argv.slice(2)
const STUCK_MS = 60_000
// A `vite preview` just started takes a few seconds on a busy machine.
for (
  let i = 0;
  i < 240 &&
  !(await fetch(BASE).then(
    (r) => r.ok,
    () => false,
  ));
  i++
)
  await new Promise((r) => setTimeout(r, 500))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})

const report = () => ({
  waiting: document.getElementById('splash')?.getAttribute('data-waiting'),
  controller: navigator.serviceWorker.controller?.state ?? null,
  rendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
})

async function visit() {
  const context = await browser.newContext({ baseURL: BASE, serviceWorkers: 'allow' })
  const page = await context.newPage()
  const start = Date.now()
  const since = () => Date.now() - start
  const result = {}
  try {
    await page.goto(path, { waitUntil: 'commit' })
    const controlled = page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 2 * STUCK_MS, polling: 20 })
      .then(() => (result.controlled = since()))
    const splashGone = page
      .waitForSelector('#splash', { state: 'detached', timeout: STUCK_MS })
      .then(() => (result.splashGone = since()))
    if (path === '/sign-in') {
      // The form comes filled in with the demo account.
      const send = page.getByRole('button', { name: 'Sign in' })
      await send.waitFor({ state: 'visible', timeout: STUCK_MS })
      result.formUsable = since()
      if (process.env.SIGN_IN) {
        await send.click()
        await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 2 * STUCK_MS })
        await page.locator('main').getByRole('heading').first().waitFor({ timeout: STUCK_MS })
        result.signedInData = since()
      }
    }
    await Promise.all([controlled, splashGone])
  } catch (error) {
    result.stuck = {
      after: since(),
      error: String(error).split('\n')[0],
      page: await page.evaluate(report).catch(String),
    }
  }
  await context.close()
  return result
}

const all = []
for (let i = 0; i < Number(runs); i++) {
  const r = await visit()
  all.push(r)
  console.log(`run ${i}: ${JSON.stringify(r)}`)
}
const median = (key) => {
  const xs = all
    .map((r) => r[key])
    .filter((x) => typeof x === 'number')
    .sort((a, b) => a - b)
  return xs.length ? `${xs[Math.floor(xs.length / 2)]} ms (${xs[0]}-${xs.at(-1)}, n=${xs.length})` : '-'
}
for (const key of ['formUsable', 'controlled', 'splashGone', 'signedInData'])
  console.log(`${key}: median ${median(key)}`)
console.log(`stuck starts: ${all.filter((r) => r.stuck).length} of ${all.length}`)
await browser.close()
