import { expect, expectAccessible, openApp, signInViaApi, test, useScheme } from './fixtures'
import type { Page } from '@playwright/test'

async function openFeed(page: Page) {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto('/pages/activities')
  // The first visit of a fresh profile seeds the whole demo database before the first answer.
  await expect(page.getByText('Your submission has been accepted', { exact: true })).toBeVisible({ timeout: 30_000 })
}

test('shows the 10 activities newest first, by day, and an in-app link opens its page in place', async ({ page }) => {
  await openFeed(page)
  await expect(page.getByRole('heading', { level: 1, name: 'All activities' })).toBeVisible()
  // One list per day; a description may hold a list of its own (the mails of 'You have 3 new mails').
  await expect(page.getByRole('main').locator('section > ol > li')).toHaveCount(10)
  // The newest activity is seeded 25 minutes before the first visit: in the first 25 minutes of a day it is
  // yesterday's, and the feed rightly opens with Yesterday then (this test failed at 00:05 when it said Today).
  const newestIsToday = await page.evaluate(async () => {
    const res = await fetch('/api/pages/activities', {
      headers: { authorization: localStorage.getItem('accessToken') ?? '' },
    })
    const [newest] = (await res.json()) as Array<{ date: string }>
    return new Date(newest!.date).toDateString() === new Date().toDateString()
  })
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(newestIsToday ? 'Today' : 'Yesterday')
  await expect(page.getByText('Congratulations on your acceptance!')).toBeVisible()
  // Descriptions keep their emphasis (sanitised HTML, not escaped text).
  await expect(page.locator('strong', { hasText: 'Leo Gill' })).toBeVisible()

  // A marker on the window survives client-side routing but not a page load.
  await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
  await page.getByRole('link', { name: 'Top Secret Project' }).click()
  await expect(page).toHaveURL(/\/dashboards\/project$/)
  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)
})

for (const scheme of ['light', 'dark'] as const) {
  test(`activity feed has no serious accessibility violations (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme)
    await openFeed(page)
    await expectAccessible(page)
  })
}
