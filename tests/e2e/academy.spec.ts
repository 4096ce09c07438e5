import { expect, expectAccessible, openApp, signInViaApi, test, useScheme } from './fixtures'
import type { Page } from '@playwright/test'

async function openAcademy(page: Page, path = '/apps/academy') {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto(path)
  // The first visit of a fresh profile seeds the whole demo database before the first answer.
  await expect(page.getByText('18 courses', { exact: true })).toBeVisible({ timeout: 30_000 })
}

const courseTitles = (page: Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents()

test('filters courses by category, search and completion, and the filter survives a reload', async ({ page }) => {
  await openAcademy(page)
  await page.getByLabel('Category').selectOption({ label: 'Firebase' })
  await expect(page.getByText('4 courses', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/category=firebase/)
  await page.getByLabel('Hide completed').check()
  await expect(page.getByText('2 courses', { exact: true })).toBeVisible()
  expect(await courseTitles(page)).toEqual(['User Management with Firebase Auth', 'Data Modelling in Cloud Firestore'])

  await page.reload()
  await expect(page.getByText('2 courses', { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByLabel('Hide completed')).toBeChecked()

  await page.getByLabel('Category').selectOption({ label: 'All categories' })
  await page.getByLabel('Hide completed').uncheck()
  await page.getByLabel('Search courses').fill('grpc')
  await expect(page.getByText('1 course', { exact: true })).toBeVisible()
  expect(await courseTitles(page)).toEqual(['Building a gRPC Service'])
  await expect(page).toHaveURL(/q=grpc/)

  await page.getByLabel('Search courses').fill('nothing like this')
  await expect(page.getByText('No courses match')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page.getByText('18 courses', { exact: true })).toBeVisible()
})

test('advancing a step saves the progress: it is still there after a reload and on the course card', async ({
  page,
}) => {
  await openAcademy(page)
  await page.getByRole('link', { name: 'Start Offline-first Apps with Service Workers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Offline-first Apps with Service Workers' })).toBeVisible()
  const outline = page.getByRole('list', { name: 'Steps' })
  await expect(outline.getByRole('button', { name: /Introduction/ })).toHaveAttribute('aria-current', 'step')
  await expect(page.getByRole('article').getByText('Step 1 of 11')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('article').getByText('Step 2 of 11')).toBeVisible()
  await expect(page.getByRole('article').getByRole('heading', { name: 'Get the sample code' })).toBeVisible()
  await expect(page.getByRole('article').getByText('Step 2 of 11')).toBeFocused()

  await page.reload()
  await expect(page.getByRole('article').getByText('Step 2 of 11')).toBeVisible({ timeout: 15_000 })
  await expect(outline.getByRole('button', { name: /Get the sample code/ })).toHaveAttribute('aria-current', 'step')

  // Jump to the last step from the outline and finish the course.
  await outline.getByRole('button', { name: /Congratulations!/ }).click()
  await expect(page.getByRole('article').getByText('Step 11 of 11')).toBeVisible()
  await page.getByRole('button', { name: 'Finish course' }).click()
  await expect(page.getByRole('complementary', { name: 'Course outline' }).getByText('Completed once')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible()

  await page.getByRole('link', { name: 'Back to courses' }).click()
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Offline-first Apps with Service Workers' })
  await expect(card.getByText('Step 11 of 11')).toBeVisible()
  await expect(card.getByText('Completed once')).toBeVisible()
  await expect(card.getByRole('link', { name: 'Continue Offline-first Apps with Service Workers' })).toBeVisible()
})

test('an unknown course shows that it does not exist', async ({ page }) => {
  await openAcademy(page)
  await page.goto('/apps/academy/00000000-0000-4000-8000-000000000000')
  await expect(page.getByText('This course does not exist')).toBeVisible()
  await page.getByRole('link', { name: 'Back to courses' }).click()
  await expect(page.getByText('18 courses', { exact: true })).toBeVisible()
})

for (const scheme of ['light', 'dark'] as const) {
  test(`academy list and course have no serious accessibility violations (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme)
    await openAcademy(page)
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Continue Modern React Fundamentals' }).click()
    await expect(page.getByRole('article').getByText('Step 4 of 11')).toBeVisible()
    await expectAccessible(page)
  })
}
