// Lighthouse (mobile) over the pages we ship: performance, accessibility, best practices.
// usage: npm run audit [-- /path /other/path]   (builds if dist/ is missing; writes bench-results/lighthouse.*)
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { signInDemo } from './sign-in-demo.mjs'

const LH_VERSION = '12.8.2'
const LH_DIR = '.tmp/lighthouse'
// Another port (AUDIT_PORT) lets an audit run beside someone else's on a shared machine.
const PORT = Number(process.env.AUDIT_PORT ?? 4390)
const BASE = `http://localhost:${PORT}`
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const GUEST = ['/sign-in', '/home', '/gym/home', '/barber/home', '/futbol/home']
const SIGNED_IN = [
  '/medical/home',
  '/persons/list-persons',
  '/maintenance/admin-products',
  '/apps/ecommerce/inventory',
  '/apps/contacts',
  '/apps/mailbox',
  '/apps/notes',
  '/apps/chat',
  '/apps/tasks',
  '/apps/scrumboard',
  '/medical/general-agenda',
  '/apps/file-manager',
  '/apps/academy',
  '/apps/help-center',
  '/dashboards/project',
  '/dashboards/analytics',
  '/settings',
  '/pages/activities',
  '/ui/icons',
  '/docs/changelog',
]
const pages = process.argv.slice(2).length ? process.argv.slice(2) : [...GUEST, ...SIGNED_IN]

// Lighthouse stays out of the project's dependency tree (its transitive pins break `npm ci` here).
if (!existsSync(`${LH_DIR}/node_modules/lighthouse`)) {
  mkdirSync(LH_DIR, { recursive: true })
  spawnSync(`npm install --prefix ${LH_DIR} --no-save --no-audit --no-fund lighthouse@${LH_VERSION}`, {
    shell: true,
    stdio: 'inherit',
  })
}
if (!existsSync('dist/index.html')) spawnSync('npm run build', { shell: true, stdio: 'inherit' })

const server = spawn('node_modules/.bin/vite', ['preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' })
// Wait for the preview server (it takes a few seconds on a busy machine).
for (
  let i = 0;
  i < 120 &&
  !(await fetch(BASE).then(
    (r) => r.ok,
    () => false,
  ));
  i++
)
  await new Promise((r) => setTimeout(r, 500))

// A profile that has visited once and is signed in: the installed app a person opens again.
const profile = '.tmp/lh-profile'
rmSync(profile, { recursive: true, force: true })
const ctx = await chromium.launchPersistentContext(profile, {
  executablePath: CHROME,
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await ctx.newPage()
await page.goto(`${BASE}/sign-in`)
await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
await signInDemo(page)
await ctx.close()

const results = []
for (const path of pages) {
  const guest = GUEST.includes(path)
  const out = `.tmp/lh-${path.replace(/\W+/g, '_')}.json`
  const flags = `--headless=new --no-sandbox --disable-gpu${guest ? '' : ` --user-data-dir=${profile}`}`
  spawnSync(
    `node ${LH_DIR}/node_modules/lighthouse/cli/index.js ${BASE}${path} --quiet --output=json --output-path=${out} ` +
      `--only-categories=performance,accessibility,best-practices ${guest ? '' : '--disable-storage-reset'} --chrome-flags="${flags}"`,
    { shell: true, stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROME } },
  )
  if (!existsSync(out)) continue
  const report = JSON.parse(readFileSync(out, 'utf8'))
  const score = (k) => Math.round((report.categories[k]?.score ?? 0) * 100)
  results.push({
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    benchmarkIndex: report.environment?.benchmarkIndex,
  })
}
server.kill()
mkdirSync('bench-results', { recursive: true })
writeFileSync(
  'bench-results/lighthouse.json',
  JSON.stringify({ lighthouse: LH_VERSION, date: new Date().toISOString(), results }, null, 2),
)
const md = [
  '| page | performance | accessibility | best practices | LCP ms | TBT ms | CLS | benchmarkIndex |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.benchmarkIndex} |`,
  ),
]
writeFileSync('bench-results/lighthouse.md', md.join('\n') + '\n')
console.log(md.join('\n'))
