// Screenshots of a page at phone and desktop widths, light and dark, for looking at what we build.
const USAGE = `usage: node scripts/screenshot.mjs <baseURL> <path> [outPrefix] [options]
  --as admin|reception|doctor|patient   sign in as that demo account first (--signed-in: as admin)
  --lang en|es|tr                       the app's language (default: the app's own, English)
  --scheme light|dark                   only that scheme (default: both)
  --width 390|1440|<px>                 only that width (default: 390 and 1440)
  --full                                the whole page, not only the window
  --click <text>                        click the first button or link with that name before the shot
  --type <text>                         then type this into the focused field (a search, a form)
  --wait <ms>                           wait this long after loading (default 1500, 4000 with --full)
Files: <outPrefix>-<width>-<scheme>.png (default prefix .tmp/shot).`
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'
import { signInDemo } from './sign-in-demo.mjs'

const args = process.argv.slice(2)
if (args.includes('--help') || args.includes('-h') || args.length === 0) {
  console.log(USAGE)
  process.exit(0)
}
const positional = []
const options = {}
for (let i = 0; i < args.length; i++) {
  const a = args[i]
  if (a === '--signed-in') options.as = 'admin'
  else if (a === '--full') options.full = true
  else if (a.startsWith('--')) options[a.slice(2)] = args[++i]
  else positional.push(a)
}
const [base, path = '/', prefix = '.tmp/shot'] = positional
const schemes = options.scheme ? [options.scheme] : ['light', 'dark']
const widths = options.width ? [Number(options.width)] : [390, 1440]
const wait = Number(options.wait ?? (options.full ? 4000 : 1500))

const browser = await chromium.launch(chromiumLaunchOptions)
for (const scheme of schemes) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      serviceWorkers: 'allow',
      colorScheme: scheme,
    })
    const page = await context.newPage()
    await page.addInitScript(
      ({ scheme, lang }) => {
        localStorage.setItem('scheme', scheme)
        if (lang) localStorage.setItem('lang', lang)
      },
      { scheme, lang: options.lang },
    )
    await page.goto(base + '/sign-in')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60000 })
    if (options.as) await signInDemo(page, options.as)
    await page.goto(base + path)
    await page.waitForTimeout(wait)
    if (options.click) {
      await page
        .getByRole('button', { name: options.click })
        .or(page.getByRole('link', { name: options.click }))
        .first()
        .click()
      await page.waitForTimeout(800)
    }
    if (options.type) {
      await page.keyboard.type(options.type)
      await page.waitForTimeout(1500)
    }
    const file = `${prefix}-${width}-${scheme}.png`
    await page.screenshot({ path: file, fullPage: Boolean(options.full) })
    console.log(file)
    await context.close()
  }
}
await browser.close()
