// npm run bench: the query engine in real Chromium, through the real service worker, at 23, 10,000 and
// 100,000 products. Warm (the page's query worker) and cold (the worker's own fallback) are timed side by
// side in the same run; seeding speed too. Writes bench-results/results.json and bench-results/summary.md.
// Not part of npm test. Options: --rebuild (force a fresh bench build), --no-build (use dist-bench as it is),
// BENCH_PORT (default 4399).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'
import { machineDetails, percentile, renderSummary } from './bench/report.mjs'
import { signInDemo } from './sign-in-demo.mjs'

const OUT_DIR = 'dist-bench'
const PORT = Number(process.env.BENCH_PORT ?? 4399)
const ORIGIN = `http://localhost:${PORT}`
const SIZES = [23, 10_000, 100_000]
const WARM_SAMPLES = 40
const COLD_SAMPLES = 15

/** The queries timed: what the inventory screen asks for. Pages vary per sample; the shape stays. */
const QUERIES = [
  {
    id: 'search-sort-page',
    label: 'search + sort + page',
    params: (i) => ({ search: 'chrono', sort: 'price', order: 'desc', page: i % 5, size: 10 }),
  },
  {
    id: 'sorted-page',
    label: 'sorted page (no search)',
    params: (i) => ({ search: '', sort: 'name', order: 'asc', page: 10 + (i % 5), size: 10 }),
  },
  {
    id: 'search-no-match',
    label: 'search with no match',
    params: () => ({ search: 'no such watch', sort: 'stock', order: 'asc', page: 0, size: 10 }),
  },
]

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

/** A bench build (VITE_BENCH=1) has the seeding route and honours `x-query-path: cold`; normal builds have neither. */
function buildIfNeeded() {
  const marker = join(OUT_DIR, 'sw.js')
  if (process.argv.includes('--no-build') && existsSync(marker)) return false
  const sources = Math.max(...['src', 'sw', 'workers', 'seeds'].map(newestMtime))
  if (!process.argv.includes('--rebuild') && existsSync(marker) && statSync(marker).mtimeMs > sources) return false
  console.log('▶ building the bench build into', OUT_DIR)
  const run = (cmd) => spawnSync(cmd, { shell: true, stdio: 'inherit', env: { ...process.env, VITE_BENCH: '1' } })
  if (
    run('npx panda codegen --silent').status !== 0 ||
    run(`npx vite build --outDir ${OUT_DIR} --emptyOutDir`).status !== 0
  ) {
    throw new Error('bench build failed')
  }
  return true
}

async function serve() {
  const child = spawn(
    'node_modules/.bin/vite',
    ['preview', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort'],
    { stdio: 'ignore' },
  )
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (is port ${PORT} taken?)`)
    if (
      await fetch(ORIGIN).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child
    await new Promise((r) => setTimeout(r, 500))
  }
  child.kill('SIGTERM')
  throw new Error('vite preview did not start')
}

/** Runs in the page: one timed call of the products endpoint. */
async function timedCall({ params, cold }) {
  const url = `/api/apps/ecommerce/inventory/products?${new URLSearchParams(params)}`
  const headers = { authorization: localStorage.getItem('accessToken') ?? '' }
  if (cold) headers['x-query-path'] = 'cold'
  const t0 = performance.now()
  const res = await fetch(url, { headers })
  const body = await res.json()
  const ms = performance.now() - t0
  const server = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN)
  return { ms, server, status: res.status, source: res.headers.get('x-query-source'), body }
}

async function seed(page, count) {
  return page.evaluate(async (n) => {
    const t0 = performance.now()
    const res = await fetch('/api/bench/inventory/products', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('accessToken') ?? '' },
      body: JSON.stringify({ count: n }),
    })
    if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`)
    return { ...(await res.json()), wallMs: performance.now() - t0 }
  }, count)
}

const stats = (samples) => {
  const ms = samples.map((s) => s.ms)
  const server = samples.map((s) => s.server).filter((v) => !Number.isNaN(v))
  return {
    samples: ms.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    min: Math.min(...ms),
    max: Math.max(...ms),
    serverP50: percentile(server, 50),
  }
}

async function measure(page, query) {
  // The first warm-path call loads the table into the worker and builds its sort order and search keys;
  // until that is done (past the runner's 3 s deadline) requests are answered cold. Time until warm.
  const started = Date.now()
  for (;;) {
    const probe = await page.evaluate(timedCall, { params: query.params(0), cold: false })
    if (probe.source === 'warm') break
    if (Date.now() - started > 600_000)
      throw new Error('the warm path never answered: does the page hold a query worker?')
    await page.waitForTimeout(250)
  }
  const warmReadyMs = Date.now() - started
  const warm = []
  const cold = []
  let identical = true
  let fellBack = 0
  for (let i = 0; i < WARM_SAMPLES; i++) {
    const params = query.params(i)
    const w = await page.evaluate(timedCall, { params, cold: false })
    // A warm call past the runner's deadline is answered cold: counted, kept out of the warm figures.
    if (w.source === 'warm') warm.push(w)
    else fellBack++
    // Cold samples interleave with warm ones, so that both see the same machine.
    if (i % Math.ceil(WARM_SAMPLES / COLD_SAMPLES) === 0 && cold.length < COLD_SAMPLES) {
      const c = await page.evaluate(timedCall, { params, cold: true })
      if (c.source !== 'cold') throw new Error(`cold sample answered by ${c.source}`)
      if (w.source === 'warm') identical &&= JSON.stringify(c.body) === JSON.stringify(w.body)
      cold.push(c)
    }
  }
  const w = stats(warm)
  const c = stats(cold)
  return {
    id: query.id,
    label: query.label,
    warmReadyMs,
    fellBack,
    warm: w,
    cold: c,
    speedup: c.p50 / w.p50,
    identical,
    matched: warm[0].body.pagination?.length ?? 0,
  }
}

async function main() {
  const built = buildIfNeeded()
  const server = await serve()
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await (await browser.newContext({ serviceWorkers: 'allow' })).newPage()
    await page.goto(`${ORIGIN}/sign-in`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 180_000 })
    await signInDemo(page)
    // Reload signed in, so that the app boots fully and hands the worker its query port.
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
    const machine = { ...machineDetails(), chromium: browser.version() }
    const results = []
    for (const rows of SIZES) {
      console.log(`▶ ${rows.toLocaleString('en')} products`)
      const seeding = await seed(page, rows)
      console.log(`  seeded in ${seeding.writeMs.toFixed(0)} ms (${seeding.rowsPerSecond.toLocaleString('en')} rows/s)`)
      const queries = []
      for (const query of QUERIES) {
        const r = await measure(page, query)
        console.log(
          `  ${r.label}: warm p50 ${r.warm.p50.toFixed(1)} / p95 ${r.warm.p95.toFixed(1)} ms, cold p50 ${r.cold.p50.toFixed(1)} / p95 ${r.cold.p95.toFixed(1)} ms, ${r.speedup.toFixed(1)}x${r.identical ? '' : ' (ANSWERS DIFFER)'}`,
        )
        queries.push(r)
      }
      results.push({ rows, seeding, queries })
    }
    // Leave the demo data as the seed has it.
    await seed(page, 23)
    const at100k = results.find((r) => r.rows === 100_000)?.queries.find((q) => q.id === 'search-sort-page')
    const targets = at100k && {
      warmP95Under50ms: at100k.warm.p95 < 50,
      warmAtLeast5xFaster: at100k.speedup >= 5,
      identicalAnswers: results.every((r) => r.queries.every((q) => q.identical)),
    }
    const report = {
      at: new Date().toISOString(),
      built,
      machine,
      samples: { warm: WARM_SAMPLES, cold: COLD_SAMPLES },
      results,
      targets,
    }
    mkdirSync('bench-results', { recursive: true })
    writeFileSync('bench-results/results.json', `${JSON.stringify(report, null, 2)}\n`)
    writeFileSync('bench-results/summary.md', renderSummary(report))
    console.log('▶ wrote bench-results/results.json and bench-results/summary.md')
    console.log(`  targets at 100,000: ${JSON.stringify(targets)}`)
  } finally {
    await browser.close()
    server.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
