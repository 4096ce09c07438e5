import { expect, expectAccessible, openApp, signInViaApi, test, useScheme } from './fixtures'
import type { Page } from '@playwright/test'

async function openHelp(page: Page, path = '/apps/help-center') {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto(path)
  // The first visit of a fresh profile seeds the whole demo database before the first answer.
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help you today?' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('heading', { level: 2, name: 'Most asked' })).toBeVisible({ timeout: 30_000 })
}

/** Rewrites a stored FAQ answer straight in IndexedDB, as data from elsewhere (a sync) could arrive. */
async function plantAnswer(page: Page, question: string, answer: string) {
  await page.evaluate(
    ([q, a]) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('clinic-suite')
        req.onerror = () => reject(req.error)
        req.onsuccess = () => {
          const tx = req.result.transaction('faqs', 'readwrite')
          const store = tx.objectStore('faqs')
          const all = store.getAll()
          all.onsuccess = () => {
            const row = (all.result as Array<{ question: string; answer: string }>).find((r) => r.question === q)!
            store.put({ ...row, answer: a })
          }
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
      }),
    [question, answer] as const,
  )
}

test('opens a most asked answer, searches the FAQs, and reads a guide and its neighbours', async ({ page }) => {
  await openHelp(page)
  await page.getByText('How do I reset my password?').click()
  await expect(page.getByText('The link works for one hour.')).toBeVisible()

  await page.getByLabel('Search the FAQs').fill('invoice')
  await expect(page.getByRole('heading', { name: '2 answers found' })).toBeVisible()
  await page.getByLabel('Search the FAQs').fill('zzzz')
  await expect(page.getByText('No results found!')).toBeVisible()
  await page.getByLabel('Search the FAQs').fill('')

  await page.getByRole('link', { name: /Change your language/ }).click()
  await expect(page).toHaveURL(/\/apps\/help-center\/guides\/settings\/change-your-language$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Change your language' })).toBeVisible()
  await expect(page.getByRole('article')).toContainText('choose English, Español or Türkçe')
  await page.getByRole('link', { name: /Next guide\s*Switch the colour theme/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Switch the colour theme' })).toBeVisible()

  // A link inside the article opens its page in place.
  await page.goto('/apps/help-center/guides/getting-started/get-help')
  await page.getByRole('article').getByRole('link', { name: 'frequently asked questions' }).click()
  await expect(page).toHaveURL(/\/apps\/help-center\/faqs$/)
  await expect(page.locator('details')).toHaveCount(29)

  await page.goto('/apps/help-center/guides/settings/switch-the-colour-theme')
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByText('2 guides')).toBeVisible()
})

test('a category shows all its guides, beyond the 4 of the home page', async ({ page }) => {
  await openHelp(page)
  await page.getByRole('link', { name: 'View all 5 guides of Getting started' }).click()
  await expect(page).toHaveURL(/\/apps\/help-center\/guides\/getting-started$/)
  await expect(page.locator('main a[href^="/apps/help-center/guides/getting-started/"]')).toHaveCount(5)
})

test('the guides tile lists every guide by category, in the chosen language, and leads back from a guide', async ({
  page,
}) => {
  await openHelp(page)
  await page.getByRole('link', { name: /^Guides/ }).click()
  await expect(page).toHaveURL(/\/apps\/help-center\/guides$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible()
  await expect(page.getByText('12 guides')).toBeVisible()
  const categories = page.locator('main section h2')
  await expect(categories).toHaveText(['Getting started', 'Appointments', 'Schedules', 'Patients', 'Stock', 'Settings'])
  await expect(page.locator('main section li a')).toHaveCount(12)

  await page.evaluate(() => localStorage.setItem('lang', 'tr'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Rehberler' })).toBeVisible({ timeout: 30_000 })
  await expect(categories).toHaveText(['Başlarken', 'Randevular', 'Takvimler', 'Hastalar', 'Stok', 'Ayarlar'])
  await page.getByRole('link', { name: /^Randevu alın/ }).click()
  await expect(page).toHaveURL(/\/apps\/help-center\/guides\/appointments\/book-an-appointment$/)
  await page.getByRole('navigation', { name: 'İçerik haritası' }).getByRole('link', { name: 'Rehberler' }).click()
  await expect(page).toHaveURL(/\/apps\/help-center\/guides$/)
})

test('unknown guides and categories show that they do not exist', async ({ page }) => {
  await openHelp(page)
  await page.goto('/apps/help-center/guides/settings/nope')
  await expect(page.getByText('This guide does not exist')).toBeVisible()
  await page.goto('/apps/help-center/guides/nope')
  await expect(page.getByText('This guide category does not exist')).toBeVisible()
})

test('FAQ answers are sanitised: markup from the data cannot run script', async ({ page }) => {
  await openHelp(page)
  await plantAnswer(
    page,
    'How do I change the language?',
    '<p>Use the menu.<img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">menu</a></p>',
  )
  await page.reload()
  await page.getByText('How do I change the language?').click()
  await expect(page.getByText('Use the menu.')).toBeVisible()
  const answer = page.locator('details[open]')
  await expect(answer.locator('img')).not.toHaveAttribute('onerror', /.*/)
  await expect(answer.locator('script')).toHaveCount(0)
  await expect(answer.getByText('menu', { exact: true })).not.toHaveAttribute('href', /javascript/)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
})

for (const scheme of ['light', 'dark'] as const) {
  test(`help center pages have no serious accessibility violations (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme)
    await openHelp(page)
    await expectAccessible(page)
    await page.goto('/apps/help-center/guides/appointments/book-an-appointment')
    await expect(page.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible()
    await expectAccessible(page)
    await page.goto('/apps/help-center/faqs')
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
    await expectAccessible(page)
    await page.goto('/apps/help-center/guides')
    await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible()
    await expectAccessible(page)
  })
}
