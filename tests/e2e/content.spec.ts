import type { Page } from '@playwright/test'
import { expect, openApp, signInViaApi, test } from './fixtures'
import { ACCOUNTS } from './clinic.helpers'

test.describe.configure({ timeout: 240_000 })

async function openAs(
  page: Page,
  path: string,
  account: { email: string; password: string } = ACCOUNTS.admin,
  lang?: 'es' | 'tr',
) {
  if (lang) await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
  await page.goto('/sign-in')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 })
  await openApp(page, '/sign-in')
  await signInViaApi(page, account)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
}

test('in Turkish the menu and the help center are Turkish', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openAs(page, '/apps/help-center', ACCOUNTS.admin, 'tr')
  const nav = page.getByTestId('vertical-navigation')
  await expect(nav.getByRole('link', { name: 'Ana sayfa' })).toHaveAttribute('href', '/medical/home')
  await expect(nav.getByRole('button', { name: 'Hastalar' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Yardım merkezi' })).toBeVisible()
  await expect(nav.getByText('Inicio', { exact: true })).toHaveCount(0)
  // The group heading is upper-cased by style; its text is Turkish, not the Spanish 'Clínica'.
  await expect(nav.getByRole('group', { name: 'Klinik' })).toBeVisible()

  await expect(page.getByRole('heading', { level: 2, name: 'En çok sorulanlar' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Şifremi nasıl sıfırlarım?')).toBeVisible()
  await page.getByRole('link', { name: /Randevu alın/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Randevu alın' })).toBeVisible()
  await expect(page.getByRole('article')).toContainText('Ajandalar › Randevu al')
})

test('switching to Spanish turns the menu and the help center Spanish at once', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openAs(page, '/apps/help-center/guides/schedules/generate-schedules')
  await expect(page.getByRole('heading', { level: 1, name: 'Generate schedules' })).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('language-trigger').click()
  await expect(page.locator('[data-testid=language-menu][data-state=open]')).toBeVisible()
  await page.getByRole('menuitem', { name: 'Español' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Generar horarios' })).toBeVisible()
  await expect(page.getByRole('article')).toContainText('Administración › Generar horarios')
  const nav = page.getByTestId('vertical-navigation')
  await expect(nav.getByRole('link', { name: 'Centro de ayuda' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Help center' })).toHaveCount(0)
})

test('a patient files a support request and the staff read it; a bad form says what is wrong', async ({ page }) => {
  await openAs(page, '/apps/help-center/support', ACCOUNTS.patient)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible()
  // A patient does not see the list of requests.
  await expect(page.getByRole('heading', { name: 'Requests filed' })).toHaveCount(0)

  await page.getByTestId('support-submit').click()
  await expect(page.getByText('Choose a topic').last()).toBeVisible()
  await expect(page.getByText('This field is required').first()).toBeVisible()
  await page.getByLabel('Topic').selectOption('booking')
  await page.getByRole('textbox', { name: 'Subject' }).fill('No free time on Friday')
  await page.getByRole('textbox', { name: 'Message' }).fill('short')
  await page.getByTestId('support-submit').click()
  await expect(page.getByText('At least 10 characters')).toBeVisible()
  await page.getByRole('textbox', { name: 'Message' }).fill('The booking form shows no free time on Friday afternoon.')
  await page.getByTestId('support-submit').click()
  await expect(page.getByTestId('support-filed')).toContainText('No free time on Friday')
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('')

  await signInViaApi(page, ACCOUNTS.reception)
  await page.goto('/apps/help-center/support')
  const list = page.getByTestId('support-requests')
  await expect(list).toBeVisible({ timeout: 30_000 })
  const request = list.getByRole('article', { name: 'No free time on Friday' })
  await expect(request).toContainText('The booking form shows no free time on Friday afternoon.')
  await expect(request).toContainText(ACCOUNTS.patient.email)
  await expect(request).toContainText('Booking and agendas')
})

test('docs pages render their Markdown, and a code block copies its code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openAs(page, '/docs/changelog')
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /first release/ })).toBeVisible()

  await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Installation' }).click()
  await expect(page).toHaveURL(/\/docs\/guides\/getting-started\/installation$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible()
  const copy = page.getByTestId('copy-code').first()
  await copy.click()
  await expect(copy).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm ci\nnpm run dev\n')

  // Markdown links stay in the app; an unknown guide says so.
  await page.goto('/docs/guides/getting-started/introduction')
  await page.getByRole('article').getByRole('link', { name: 'Installation' }).click()
  await expect(page).toHaveURL(/\/docs\/guides\/getting-started\/installation$/)
  await page.goto('/docs/guides/getting-started/nope')
  await expect(page.getByText('This page of the documentation does not exist').last()).toBeVisible()
})
