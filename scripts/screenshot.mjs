// Screenshots of a page at phone and desktop widths, light and dark, for looking at what we build.
// usage: node scripts/screenshot.mjs <baseURL> <path> [outPrefix] [--signed-in] [--full]   (--full: the whole page)
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'
import { signInDemo } from './sign-in-demo.mjs'

const [base = 'http://localhost:4173', path = '/', prefix = '.tmp/shot', ...flags] = process.argv.slice(2)
const signedIn = flags.includes('--signed-in')
const fullPage = flags.includes('--full')
const browser = await chromium.launch(chromiumLaunchOptions)
for (const scheme of ['light', 'dark']) {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      serviceWorkers: 'allow',
    })
    const page = await context.newPage()
    await page.addInitScript((s) => localStorage.setItem('scheme', s), scheme)
    await page.goto(base + '/sign-in')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30000 })
    if (signedIn) {
      await signInDemo(page)
    }
    await page.goto(base + path)
    await page.waitForTimeout(fullPage ? 4000 : 1500)
    const file = `${prefix}-${width}-${scheme}.png`
    await page.screenshot({ path: file, fullPage })
    console.log(file)
    await context.close()
  }
}
await browser.close()
