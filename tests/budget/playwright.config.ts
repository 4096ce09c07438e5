import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

const root = fileURLToPath(new URL('../..', import.meta.url))

// `npm run budget`: the first-page JavaScript of the production build, measured in Chromium.
// Playwright runs the web server from the config's folder: point it back at the repository root.
export default defineConfig({ ...base, testDir: '.', retries: 0, webServer: { ...base.webServer!, cwd: root } as typeof base.webServer })
