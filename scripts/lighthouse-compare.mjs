// Lighthouse (mobile) of two builds side by side: each round runs every page on build A, then on build B,
// so a busy machine weighs on both alike; /sign-in is the control. Prints every run and the medians.
// usage: node scripts/lighthouse-compare.mjs <base URL A> <base URL B> [rounds] [/path ...]
// LH_FLAGS passes more Lighthouse flags, e.g. LH_FLAGS=--throttling.cpuSlowdownMultiplier=6 for a slower phone.
// (two `vite preview`s running; Lighthouse is installed by `npm run audit` into .tmp/lighthouse)
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { signInDemo } from './sign-in-demo.mjs'

const LH = '.tmp/lighthouse/node_modules/lighthouse/cli/index.js'
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const [A, B, rounds = '3', ...rest] = process.argv.slice(2)
const pages = rest.length
  ? rest
  : ['/sign-in', '/apps/ecommerce/inventory', '/medical/home', '/apps/mailbox', '/dashboards/analytics']
const builds = { A, B }
// First visits, as audit.mjs runs them: no profile, no worker yet.
const GUEST = ['/sign-in', '/home', '/gym/home', '/barber/home', '/futbol/home']

/** A profile that has visited once and is signed in, per build (each origin has its own worker). */
async function profileFor(name, base) {
  const dir = `.tmp/lh-compare-${name}`
  rmSync(dir, { recursive: true, force: true })
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const page = await ctx.newPage()
  await page.goto(`${base}/sign-in`)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 })
  await signInDemo(page)
  for (const path of pages) await page.goto(`${base}${path}`).then(() => page.waitForTimeout(1500))
  await ctx.close()
  return dir
}

const profiles = {}
for (const [name, base] of Object.entries(builds)) profiles[name] = await profileFor(name, base)

const runs = []
for (let round = 0; round < Number(rounds); round++) {
  for (const path of pages) {
    for (const [name, base] of Object.entries(builds)) {
      const guest = GUEST.includes(path)
      const out = `.tmp/lh-compare-${name}-${path.replace(/\W+/g, '_')}.json`
      const flags = `--headless=new --no-sandbox --disable-gpu${guest ? '' : ` --user-data-dir=${profiles[name]}`}`
      spawnSync(
        `node ${LH} ${base}${path} --quiet --output=json --output-path=${out} --only-categories=performance,accessibility,best-practices ` +
          `${guest ? '' : '--disable-storage-reset'} ${process.env.LH_FLAGS ?? ''} --chrome-flags="${flags}"`,
        { shell: true, stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROME } },
      )
      try {
        const report = JSON.parse(readFileSync(out, 'utf8'))
        const score = (k) => Math.round((report.categories[k]?.score ?? 0) * 100)
        const run = {
          build: name,
          path,
          round,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          lcp: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
          benchmarkIndex: report.environment?.benchmarkIndex,
        }
        runs.push(run)
        console.log(JSON.stringify(run))
      } catch (error) {
        console.log(`${name} ${path}: no report (${error})`)
      }
    }
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
console.log(
  '| page | build | performance (runs) | median | TBT median ms | CLS median | accessibility | best practices |',
)
console.log('|---|---|---|---:|---:|---:|---:|---:|')
for (const path of pages) {
  for (const name of Object.keys(builds)) {
    const mine = runs.filter((r) => r.path === path && r.build === name)
    if (!mine.length) continue
    console.log(
      `| ${path} | ${name} | ${mine.map((r) => r.performance).join(' / ')} | ${median(mine.map((r) => r.performance))} | ${median(mine.map((r) => r.tbt))} | ${median(mine.map((r) => r.cls))} | ${median(mine.map((r) => r.accessibility))} | ${median(mine.map((r) => r.bestPractices))} |`,
    )
  }
}
