// npm test: type check, lint, unit tests, then end-to-end tests in Chromium; ends with one summary line.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const only = process.argv.slice(2)
const want = (step) => only.length === 0 || only.includes(step)
const run = (cmd, env = {}) =>
  spawnSync(cmd, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } }).status === 0
const tmp = '.tmp'
mkdirSync(tmp, { recursive: true })

let passed = 0
let failed = 0
const failures = []

function step(name, ok) {
  if (!ok) {
    failed += 1
    failures.push(name)
  }
}

// The production build comes first: it generates the route tree and styled-system that tsc reads, and the
// end-to-end tests run against it. VITE_E2E=1 adds only `window.__actors` (src/lib/machines/inspect.ts),
// which the tests read machines' states from; `npm run build` alone makes the build that ships, without it.
console.log('\n▶ production build (with the test hooks)')
const built = run('npm run build --silent', { VITE_E2E: '1' })
step('build', built)
if (want('typecheck')) {
  console.log('\n▶ type check')
  step('typecheck', run('npx tsc --noEmit -p tsconfig.json'))
}
if (want('lint')) {
  console.log('\n▶ lint')
  step('lint', run('npx eslint --max-warnings=0 .') && run('npx prettier --check .'))
}
if (want('unit')) {
  console.log('\n▶ unit tests')
  const out = `${tmp}/vitest.json`
  rmSync(out, { force: true })
  const ok = run(`npx vitest run --reporter=default --reporter=json --outputFile.json=${out}`)
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'))
    passed += r.numPassedTests
    failed += r.numFailedTests
    if (!ok && r.numFailedTests === 0) step('unit (runner)', false)
  } else step('unit (no report)', false)
}
if (want('e2e')) {
  console.log('\n▶ end-to-end tests (Chromium)')
  const ready = built && run('node scripts/ensure-chromium.mjs')
  if (!ready) step('e2e setup', false)
  else {
    const out = `${tmp}/playwright.json`
    rmSync(out, { force: true })
    const ok = run('npx playwright test', { PLAYWRIGHT_JSON_OUTPUT_NAME: out })
    if (existsSync(out)) {
      const s = JSON.parse(readFileSync(out, 'utf8')).stats
      passed += s.expected + (s.flaky ?? 0)
      failed += s.unexpected
      if (!ok && s.unexpected === 0) step('e2e (runner)', false)
    } else step('e2e (no report)', false)
    console.log('\n▶ sync end-to-end tests (two browser profiles on one sync server)')
    const syncOut = `${tmp}/playwright-sync.json`
    rmSync(syncOut, { force: true })
    const syncOk = run('npx playwright test -c playwright.sync.config.ts', { PLAYWRIGHT_JSON_OUTPUT_NAME: syncOut })
    if (existsSync(syncOut)) {
      const s = JSON.parse(readFileSync(syncOut, 'utf8')).stats
      passed += s.expected + (s.flaky ?? 0)
      failed += s.unexpected
      if (!syncOk && s.unexpected === 0) step('sync e2e (runner)', false)
    } else step('sync e2e (no report)', false)
  }
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`)
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
