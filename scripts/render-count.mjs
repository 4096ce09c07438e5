// How much React renders while a signed-in page starts: commits, component renders and DOM elements, counted
// through a stand-in for React's devtools hook. Unlike Lighthouse's blocking time, these counts do not swing
// with the machine's load, so two builds compare exactly.
// usage: node scripts/render-count.mjs <base URL> [/path ...]   (a `vite preview` running; phone-sized window)
import { rmSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { signInDemo } from './sign-in-demo.mjs'

const [base, ...rest] = process.argv.slice(2)
const paths = rest.length ? rest : ['/maintenance/admin-products', '/persons/list-persons', '/apps/notes']
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const profile = '.tmp/render-count-profile'

/** Counts, in each commit, the components whose function ran: fibers new to the tree that did work. */
function installHook() {
  const FUNCTION_TAGS = new Set([0, 1, 11, 14, 15])
  const PERFORMED_WORK = 1
  const counts = { commits: 0, renders: 0 }
  let previous = new Set()
  window.__renderCounts = counts
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      // A fiber object that was already in the last commit's tree was not worked on in this one.
      const current = new Set()
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          current.add(f)
          const ran = f.alternate === null || (f.flags & PERFORMED_WORK) !== 0
          if (FUNCTION_TAGS.has(f.tag) && !previous.has(f) && ran) counts.renders++
          walk(f.child)
        }
      }
      walk(root.current.child)
      previous = current
      counts.commits++
    },
  }
}

rmSync(profile, { recursive: true, force: true })
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROME,
  args: ['--no-sandbox', '--disable-gpu'],
  viewport: { width: 412, height: 823 },
})
const page = await context.newPage()
await page.goto(`${base}/sign-in`)
await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 })
await signInDemo(page)
await page.addInitScript(installHook)
console.log('| page | commits | component renders | DOM elements |\n|---|---:|---:|---:|')
for (const path of paths) {
  // The first load warms the worker's caches; the second is the one counted.
  await page.goto(`${base}${path}`)
  await page.waitForTimeout(3000)
  await page.goto(`${base}${path}`)
  await page.waitForTimeout(4000)
  const { commits, renders, elements } = await page.evaluate(() => ({
    ...window.__renderCounts,
    elements: document.getElementsByTagName('*').length,
  }))
  console.log(`| ${path} | ${commits} | ${renders} | ${elements} |`)
}
await context.close()
