import { expect, expectAccessible, openApp, signInViaApi, test, useScheme } from './fixtures'
import type { Page } from '@playwright/test'
import { WATCHLIST_TITLES } from '../setup/seeded'

async function open(page: Page, path: string, heading: string | RegExp) {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto(path)
  // The first visit of a fresh profile seeds the whole demo database before the first answer.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 })
}

/** Every chart on the page draws once scrolled to (ECharts renders SVG here). */
async function expectChartsDrawn(page: Page, count: number) {
  const charts = page.locator('[data-chart]')
  await expect(charts).toHaveCount(count)
  // ECharts is a lazy chunk of its own: the first chart waits for it to download and start.
  await expect(charts.first().locator('svg path').first()).toBeAttached({ timeout: 30_000 })
  for (let i = 1; i < count; i++) {
    await charts.nth(i).scrollIntoViewIfNeeded()
    await expect(charts.nth(i).locator('svg path').first()).toBeAttached()
  }
}

test('analytics: the charts draw and the visitors chart switches between this year and last year', async ({ page }) => {
  await open(page, '/dashboards/analytics', 'Analytics dashboard')
  await expectChartsDrawn(page, 9)
  const visitors = page.getByRole('region', { name: 'Visitors overview' })
  const total = visitors.getByText(/^\d{3},\d{3}$/).first()
  const thisYear = await total.textContent()
  await visitors.getByRole('button', { name: 'Last year' }).click()
  await expect(visitors.getByRole('button', { name: 'Last year' })).toHaveAttribute('aria-pressed', 'true')
  await expect(visitors.getByRole('img', { name: 'Visitors over the year, Last year' })).toBeVisible()
  await expect(total).not.toHaveText(thisYear!)
  await expect(page.getByRole('region', { name: 'Gender' }).getByText('55%')).toBeVisible()
})

test('analytics on a phone draws a chart when it comes near the screen, not while it is far below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/dashboards/analytics', 'Analytics dashboard')
  const charts = page.locator('[data-chart]')
  await expect(charts.first().locator('svg path').first()).toBeAttached({ timeout: 30_000 })
  const last = charts.last()
  await page.waitForTimeout(1000)
  await expect(last.locator('svg')).toHaveCount(0)
  await last.scrollIntoViewIfNeeded()
  await expect(last.locator('svg path').first()).toBeAttached()
})

test('project: tabs are in the URL, the budget table has 5 rows and the team 9 members', async ({ page }) => {
  await open(page, '/dashboards/project', /^Good (morning|afternoon|evening), Brian$/)
  await expect(page.getByText('6 new issues need triage this week')).toBeVisible()
  await expectChartsDrawn(page, 2)
  await page.getByRole('tab', { name: 'Budget' }).click()
  await expect(page).toHaveURL(/tab=budget/)
  const table = page.getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(6)
  await expect(table.getByRole('row', { name: /Concept/ })).toContainText('$14,880.00')
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Budget' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('tab', { name: 'Team' }).click()
  await expect(page.getByRole('list', { name: 'Team members' }).getByRole('listitem')).toHaveCount(9)
})

test('project in Turkish: the schedule says its events, places and times in Turkish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'tr'))
  await open(page, '/dashboards/project', /Brian$/)
  const schedule = page.getByRole('region', { name: 'Program' })
  await expect(schedule.getByRole('listitem').first()).toContainText('Ekip toplantısı')
  await expect(schedule.getByRole('listitem').first()).toContainText('32 dakika sonra')
  await expect(schedule.getByRole('listitem').first()).toContainText('Toplantı odası 1B')
  await expect(schedule.getByRole('listitem').nth(4)).toContainText('17:30')
  await expect(schedule).not.toContainText(/\b(AM|PM)\b|minutes|Lunch/)
  await schedule.getByRole('button', { name: 'Yarın' }).click()
  await expect(schedule.getByRole('listitem').first()).toContainText('Pazarlama toplantısı')
})

test('finance: statements, the budget over its bills limit and 5 recent transactions', async ({ page }) => {
  await open(page, '/dashboards/finance', 'Finance dashboard')
  await expectChartsDrawn(page, 1)
  await expect(page.getByRole('region', { name: 'Previous statement' })).toContainText('Paid')
  await expect(page.getByRole('region', { name: 'Current statement' })).toContainText('$34,500')
  await expect(page.getByRole('region', { name: 'Current statement' })).toContainText('over the card limit')
  await expect(page.getByRole('region', { name: 'Recent transactions' }).getByRole('row')).toHaveCount(6)
  await expect(page.getByRole('region', { name: 'Budget' })).toContainText('Over the limit by $789.22')
})

test('crypto: the price, market figures, watchlist and a working converter', async ({ page }) => {
  await open(page, '/dashboards/crypto', 'Crypto dashboard')
  await expectChartsDrawn(page, 7)
  await expect(page.getByText('$8,878.48').first()).toBeVisible()
  await expect(page.getByText('18,168,448 BTC')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Watchlist' }).getByRole('heading', { level: 3 })).toHaveText(
    WATCHLIST_TITLES,
  )
  const converter = page.getByRole('region', { name: 'Converter' })
  await converter.getByLabel('Amount').fill('2')
  await expect(converter).toContainText('$17,756.96')
  await converter.getByLabel('Coin').selectOption('eth')
  await expect(converter).toContainText('$340.92')
  await converter.getByLabel('Amount').fill('-1')
  await expect(converter).toContainText('Enter an amount of 0 or more')
})

test('ECharts loads only with a page that draws charts', async ({ page }) => {
  const chunks: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/echart-[^/]+\.js$/.test(r.url())) chunks.push(r.url())
  })
  await open(page, '/pages/activities', 'All activities')
  await page.goto('/apps/academy')
  await expect(page.getByRole('heading', { level: 1, name: 'What do you want to learn today?' })).toBeVisible()
  expect(chunks).toEqual([])
  await page.goto('/dashboards/finance')
  await expectChartsDrawn(page, 1)
  expect(chunks).toHaveLength(1)
})

for (const scheme of ['light', 'dark'] as const) {
  test(`dashboards have no serious accessibility violations (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme)
    await open(page, '/dashboards/analytics', 'Analytics dashboard')
    await expectChartsDrawn(page, 9)
    await expectAccessible(page)
    for (const [path, heading, charts] of [
      ['/dashboards/project', /^Good/, 2],
      ['/dashboards/project?tab=budget', /^Good/, 4],
      ['/dashboards/finance', 'Finance dashboard', 1],
      ['/dashboards/crypto', 'Crypto dashboard', 7],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expectChartsDrawn(page, charts)
      await expectAccessible(page)
    }
  })
}
