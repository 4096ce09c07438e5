import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The sync end-to-end tests (tests/e2e/sync.spec.ts and sync-*.spec.ts): two browser profiles on one sync server that the
 * spec starts, stops and starts again itself (tests/e2e/sync.server.ts), so there is no webServer here.
 * The server serves the built app (`dist/`, as `npm start`) on E2E_SYNC_PORT.
 */
export default defineConfig({
  ...base,
  testMatch: ['sync.spec.ts', 'sync-*.spec.ts'],
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${Number(process.env.E2E_SYNC_PORT ?? 4174)}` },
  webServer: undefined,
})
