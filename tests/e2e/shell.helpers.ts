import type { Page } from '@playwright/test'
import { expect, signInViaApi, startApp } from './fixtures'

/** Signs the demo admin in and opens `path` inside the shell. */
export async function openShell(page: Page, path = '/example') {
  // As openApp, with more patience: the first start seeds every app in the worker.
  await startApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto(path)
  // The first signed-in page waits for the worker's warm-up; later ones are quick.
  await expect(page.locator('[data-layout]').first()).toBeVisible({ timeout: 30_000 })
}

/** Console errors of the page, collected from now on. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  return errors
}

// The spec's eleven layouts, listed apart from src/lib/theme.ts on purpose: a layout the product drops
// or renames fails the tests that walk this list instead of leaving them.
export const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const

export const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/${path}`, {
        method,
        headers: {
          authorization: localStorage.getItem('accessToken') ?? '',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
      return { status: res.status, body: await res.json() }
    },
    { method, path, body },
  )
