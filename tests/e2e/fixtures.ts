import { test as base, expect, type BrowserContext, type Page, type Request } from '@playwright/test'

export const DEMO = { email: 'hughes.brian@company.com', password: 'admin' }

/** A 1×1 PNG, for the upload fields. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

type Credentials = { email: string; password: string }
type Session = { accessToken: string; user: unknown }

/** Sessions already issued by a context's worker: tokens are stateless and survive a data reset. */
const sessions = new WeakMap<BrowserContext, Map<string, Session>>()

/** What the page can tell about a start that has not ended: the boot stages still pending and the rest. */
const startReport = () => ({
  url: location.href,
  waiting: document.getElementById('splash')?.getAttribute('data-waiting'),
  splash: document.getElementById('splash-text')?.textContent,
  readyState: document.readyState,
  controller: navigator.serviceWorker.controller?.state ?? null,
  rendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
  unfinished: performance
    .getEntriesByType('resource')
    .filter((e) => (e as PerformanceResourceTiming).responseEnd === 0)
    .map((e) => e.name),
})

/**
 * Opens `path` and waits until the service worker controls the page and the splash is gone (a first visit
 * installs the worker and seeds the database: the limits are generous for busy machines). A start that
 * does not end fails with what the page was still waiting for and its last console lines.
 */
export async function startApp(page: Page, path: string, limit = 60_000) {
  const lines: string[] = []
  const log = (line: string) => lines.push(line) > 20 && lines.shift()
  page.on('console', (m) => log(`${m.type()}: ${m.text()}`))
  page.on('pageerror', (e) => log(`pageerror: ${e.message}`))
  await page.goto(path)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 2 * limit })
  try {
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: limit })
  } catch (error) {
    const report = await page.evaluate(startReport).catch((e: unknown) => String(e))
    throw new Error(
      `${path} did not start in ${limit} ms: ${JSON.stringify(report, null, 1)}\nconsole:\n${lines.join('\n')}`,
      { cause: error },
    )
  }
}

/** Opens the app as `startApp` and waits until the worker has answered once. */
export async function openApp(page: Page, path = '/') {
  await startApp(page, path)
  await page.evaluate(() => fetch('/api/common/config'))
}

/**
 * Signs in through the API from the page (no 1.5 s form delay) and stores the session as the app does.
 * A context signs each account in once; later tests of the same worker reuse the session (as
 * Playwright's storage-state pattern), the sign-in screens themselves are tested in auth.spec.
 */
export async function signInViaApi(page: Page, creds: Credentials = DEMO) {
  const known = sessions.get(page.context()) ?? new Map<string, Session>()
  sessions.set(page.context(), known)
  const cached = known.get(creds.email)
  const session = await page.evaluate(
    async ({ c, cached }) => {
      let s = cached
      if (!s) {
        const res = await fetch('/api/auth/sign-in', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(c),
        })
        if (!res.ok) throw new Error(`sign-in failed: ${res.status}`)
        s = (await res.json()) as { accessToken: string; user: unknown }
      }
      localStorage.setItem('accessToken', s.accessToken)
      localStorage.setItem('user', JSON.stringify(s.user))
      return s
    },
    { c: creds, cached },
  )
  known.set(creds.email, session)
}

/** API calls that only read, though not GETs; a GET that writes. As the worker's own list (sw/sw.ts). */
const READING_POSTS = new Set([
  '/api/auth/sign-in',
  '/api/auth/unlock-session',
  '/api/auth/refresh-access-token',
  '/api/auth/sign-in-with-token',
  '/api/common/search',
])
const isWrite = (request: Request) => {
  const path = new URL(request.url()).pathname
  if (!path.startsWith('/api/')) return false
  return (request.method() !== 'GET' && !READING_POSTS.has(path)) || path.endsWith('/mark-all-as-read')
}

type WarmContext = { context: BrowserContext; dirty: boolean }

/**
 * One context per Playwright worker keeps its installed service worker from test to test: a first
 * install (download every chunk, seed the database) costs seconds on a 2-core machine. Before each test
 * the page storage is cleared and, when the last test wrote through the API, the demo data is reset, so
 * every test starts from the seeded state as in a fresh profile. Specs about the first visit,
 * installation, updates or other origins ask for `test.use({ freshContext: true })`.
 */
async function resetWarmContext(warm: WarmContext) {
  await warm.context.setOffline(false)
  const page = await warm.context.newPage()
  try {
    await page.goto('/favicon.svg')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
    if (warm.dirty) {
      await signInViaApi(page)
      await page.evaluate(async () => {
        // The test's writes are unsynced changes: the reset asks for their count (409) before it drops them.
        const post = (body: object) =>
          fetch('/api/common/reset-demo-data', {
            method: 'POST',
            headers: { authorization: localStorage.getItem('accessToken') ?? '', 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        let res = await post({})
        if (res.status === 409)
          res = await post({ discardUnsynced: ((await res.json()) as { unsynced: number }).unsynced })
        if (!res.ok) throw new Error(`reset-demo-data failed: ${res.status}`)
      })
      warm.dirty = false
    }
    await page.evaluate(() => localStorage.clear())
  } finally {
    await page.close()
  }
}

type TestFixtures = { consoleErrors: string[]; freshContext: boolean }

const withWarmContext = base.extend<{ freshContext: boolean }, { warmContext: WarmContext }>({
  freshContext: [false, { option: true }],
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, serviceWorkers } = workerInfo.project.use
      const warm: WarmContext = { context: await browser.newContext({ baseURL, serviceWorkers }), dirty: false }
      warm.context.on('request', (request) => {
        if (isWrite(request)) warm.dirty = true
      })
      const page = await warm.context.newPage()
      await openApp(page, '/sign-in')
      // The reset's own session, taken before any test can change the demo password.
      await signInViaApi(page)
      await page.evaluate(() => localStorage.clear())
      await page.close()
      await use(warm)
      await warm.context.close()
    },
    { scope: 'worker' },
  ],
  context: async ({ context, freshContext, warmContext }, use) => {
    if (freshContext) return use(context)
    await resetWarmContext(warmContext)
    await use(warmContext.context)
    for (const page of warmContext.context.pages()) await page.close()
    await warmContext.context.clearPermissions()
    await warmContext.context.unrouteAll({ behavior: 'ignoreErrors' })
  },
})

export const test = withWarmContext.extend<Pick<TestFixtures, 'consoleErrors'>>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/') && !r.fromServiceWorker())
          errors.push(`api escaped the worker: ${r.url()}`)
      })
      await use(errors)
      expect(errors, 'page errors or escaped api calls').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Runs axe on the page (or a part of it) and fails on serious or critical violations. */
export async function expectAccessible(page: Page, include?: string) {
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  // Axe reads colours as drawn: a panel still fading in (opacity < 1) fails contrast on its faintest text,
  // as the notifications panel's times did when the scan landed inside its 150 ms entrance.
  // Endless or paused ones (spinners) are left out: they never finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([])
}

/** Sets light or dark before the app boots (the choice the settings drawer saves). */
export async function useScheme(page: Page, scheme: 'light' | 'dark') {
  await page.addInitScript((s) => localStorage.setItem('scheme', s), scheme)
}
