import { expect, expectAccessible, openApp, signInViaApi, test, useScheme } from './fixtures'
import type { Page } from '@playwright/test'

async function openIcons(page: Page, path = '/ui/icons') {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/^\d+ of \d+ icons in /)).toBeVisible({ timeout: 30_000 })
}

const grid = (page: Page) => page.getByRole('list', { name: /^Icons of / })

test('switches sets, searches icons and keeps both in the URL', async ({ page }) => {
  await openIcons(page)
  await expect(page.getByText(/^2091 of 2091 icons in Material Outline/)).toBeVisible()
  await expect(grid(page).getByRole('button', { name: 'mat_outline:activity' })).toBeVisible()
  await expect(grid(page).getByRole('button', { name: 'mat_outline:activity' }).locator('svg')).toBeVisible()

  await page.getByRole('button', { name: 'Feather', exact: true }).click()
  await expect(page).toHaveURL(/set=feather/)
  await expect(page.getByText(/^268 of 268 icons in Feather/)).toBeVisible()
  await page.getByLabel('Search icons').fill('arrow')
  await expect(page).toHaveURL(/q=arrow/)
  const names = await grid(page).getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
  expect(names.length).toBeGreaterThan(5)
  expect(names.every((n) => n!.startsWith('feather:') && n!.includes('arrow'))).toBe(true)

  await page.reload()
  await expect(page.getByLabel('Search icons')).toHaveValue('arrow', { timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Feather', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.getByLabel('Search icons').fill('no such icon')
  await expect(page.getByText('No results found!')).toBeVisible()
})

test('picks an icon and copies its full name', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openIcons(page, '/ui/icons?set=heroicons-solid')
  await grid(page).getByRole('button', { name: 'heroicons_solid:bell' }).click()
  const details = page.getByRole('region', { name: 'Chosen icon' })
  await expect(details.getByLabel('Name to use')).toHaveValue('heroicons_solid:bell')
  await details.getByRole('button', { name: 'Copy' }).click()
  await expect(details.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('heroicons_solid:bell')
  // The twotone set has no namespace: the bare name is what gets copied.
  await page.getByRole('button', { name: 'Material two-tone' }).click()
  await grid(page).getByRole('button', { name: 'bell', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Chosen icon' }).getByLabel('Name to use')).toHaveValue('bell')
})

for (const scheme of ['light', 'dark'] as const) {
  test(`icons page has no serious accessibility violations (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme)
    await openIcons(page, '/ui/icons?set=feather')
    await grid(page).getByRole('button', { name: 'feather:activity' }).click()
    await expectAccessible(page)
  })
}
