import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4173)
const outDir = process.env.E2E_DIST ?? 'dist'

export default defineConfig({
  testDir: 'tests/e2e',
  // The sync tests start their own server (playwright.sync.config.ts).
  testIgnore: ['sync.spec.ts', 'sync-*.spec.ts'],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Locally several developers share two cores; CI has the machine to itself.
  workers: process.env.CI ? 2 : 1,
  // One retry on CI absorbs a cold machine's slow first service-worker start; a test that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    // Tracing doubles a test's time on two cores: only a retry records one (CI retries once).
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node_modules/.bin/vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
