import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
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
const icon = (page: Page, name: string) => grid(page).getByRole('button', { name, exact: true })
const drawing = (page: Page, name: string) =>
  icon(page, name)
    .locator('svg')
    .evaluate((svg) => svg.innerHTML)

test("each set shows its own icons, drawn from the set's own package", async ({ page }) => {
  await openIcons(page)
  await expect(page.getByText(/^2191 of 2191 icons in Material Outline/)).toBeVisible()
  await expect(
    page.getByText('Drawn from Google Material Icons by Material Design Authors, licence Apache-2.0'),
  ).toBeVisible()
  await page.getByLabel('Search icons').fill('home')
  await expect(icon(page, 'mat_outline:home')).toBeVisible()
  const shapes = new Map([['material-outline', await drawing(page, 'mat_outline:home')]])

  const sets = [
    ['Material solid', /^\d+ of 2191 icons in Material Solid/, 'mat_solid:home', 'material-solid'],
    ['Material two-tone', /^\d+ of 2191 icons in Material Twotone/, 'home', 'material-twotone'],
    ['Heroicons outline', /^\d+ of 324 icons in Heroicons Outline/, 'heroicons_outline:home', 'heroicons-outline'],
    ['Heroicons solid', /^\d+ of 324 icons in Heroicons Solid/, 'heroicons_solid:home', 'heroicons-solid'],
    ['Feather', /^\d+ of 286 icons in Feather/, 'feather:home', 'feather'],
    ['Streamline (in place of Iconsmind)', /^\d+ of 1000 icons in Streamline/, 'iconsmind:home-3', 'iconsmind'],
  ] as const
  for (const [button, summary, name, key] of sets) {
    await page.getByRole('button', { name: button, exact: true }).click()
    await expect(page.getByText(summary)).toBeVisible()
    await expect(icon(page, name)).toBeVisible()
    shapes.set(key, await drawing(page, name))
  }
  // Seven sets, seven different pictures of a house.
  expect(new Set(shapes.values()).size).toBe(7)
  expect(shapes.get('material-twotone')).toContain('opacity')
  // Names are the sets' own: Material's snake_case is not in Feather, Feather's 'alert-triangle' not in Material.
  await page.getByLabel('Search icons').fill('account_circle')
  await expect(page.getByText('No results found!')).toBeVisible()
  await page.getByRole('button', { name: 'Material outline', exact: true }).click()
  await expect(icon(page, 'mat_outline:account_circle')).toBeVisible()
})

test('switches sets, searches icons and keeps both in the URL', async ({ page }) => {
  await openIcons(page)
  await page.getByRole('button', { name: 'Feather', exact: true }).click()
  await expect(page).toHaveURL(/set=feather/)
  await expect(page.getByText(/^286 of 286 icons in Feather/)).toBeVisible()
  await page.getByLabel('Search icons').fill('arrow')
  await expect(page).toHaveURL(/q=arrow/)
  await expect(page.getByText(/^\d+ of 286 icons in Feather/)).toHaveText(/^(1[0-9]|[5-9]) of 286/)
  const names = await grid(page)
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
  expect(names.length).toBeGreaterThan(5)
  expect(names.every((n) => n!.startsWith('feather:') && n!.includes('arrow'))).toBe(true)

  await page.reload()
  await expect(page.getByLabel('Search icons')).toHaveValue('arrow', { timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Feather', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.getByLabel('Search icons').fill('no such icon')
  await expect(page.getByText('No results found!')).toBeVisible()
})

test('a set of two thousand icons keeps only the rows near the screen in the page', async ({ page }) => {
  await openIcons(page, '/ui/icons?set=material-solid')
  await expect(icon(page, 'mat_solid:10k')).toBeVisible()
  expect(await grid(page).getByRole('listitem').count()).toBeLessThan(200)
  await page.keyboard.press('End')
  await expect(icon(page, 'mat_solid:zoom_out_map')).toBeVisible()
  await expect(icon(page, 'mat_solid:10k')).toHaveCount(0)
  expect(await grid(page).getByRole('listitem').count()).toBeLessThan(200)
  // The last icon says where it stands in the whole set.
  await expect(grid(page).getByRole('listitem').last()).toHaveAttribute('aria-posinset', '2191')
})

test('labels wrap only between the words of a name, at 390 px too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openIcons(page, '/ui/icons?set=material-outline&q=notifications')
  await expect(icon(page, 'mat_outline:notifications_active')).toBeVisible()
  const labels = grid(page).getByTestId('icon-label')
  expect(await labels.count()).toBeGreaterThan(3)
  const broken = await labels.evaluateAll((els) =>
    els.flatMap((label) => {
      const words = [...label.querySelectorAll(':scope > span > span')]
      // A word set on one line has one box; a word cut across lines has two.
      const cut = words.filter((w) => w.getClientRects().length > 1).map((w) => w.textContent)
      const overflows = label.scrollWidth > label.clientWidth + 1 ? [`${label.textContent} overflows`] : []
      return [...cut, ...overflows]
    }),
  )
  expect(broken).toEqual([])
})

test('picks an icon and copies its full name', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openIcons(page, '/ui/icons?set=heroicons-solid&q=bell')
  await icon(page, 'heroicons_solid:bell').click()
  const details = page.getByRole('region', { name: 'Chosen icon' })
  await expect(details.getByLabel('Name to use')).toHaveValue('heroicons_solid:bell')
  await details.getByRole('button', { name: 'Copy' }).click()
  await expect(details.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('heroicons_solid:bell')
  // The twotone set has no namespace: the bare name is what gets copied.
  await page.getByRole('button', { name: 'Material two-tone' }).click()
  await page.getByLabel('Search icons').fill('notifications')
  await icon(page, 'notifications').click()
  await expect(page.getByRole('region', { name: 'Chosen icon' }).getByLabel('Name to use')).toHaveValue('notifications')
})

/** The build's chunks that hold a set's drawings, found by the set's author and licence in them. */
function iconSetChunks(): Map<string, string> {
  const dir = join(process.env.E2E_DIST ?? 'dist', 'assets')
  const marks: Array<[string, RegExp]> = [
    ['feather', /Cole Bemis/],
    ['heroicons', /Refactoring UI Inc/],
    ['material', /Material Design Authors/],
    ['streamline', /CC-BY-4\.0/],
  ]
  const chunks = new Map<string, string>()
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(dir, file), 'utf8')
    for (const [set, mark] of marks) if (mark.test(text)) chunks.set(`/assets/${file}`, set)
  }
  return chunks
}

test("the sets' drawings are chunks of their own, loaded by the icons page only and a set at a time", async ({
  page,
}) => {
  const chunks = iconSetChunks()
  // One chunk per set: Feather, two Heroicons, Streamline, three Material.
  expect([...chunks.values()].sort()).toEqual([
    'feather',
    'heroicons',
    'heroicons',
    'material',
    'material',
    'material',
    'streamline',
  ])
  const loaded = new Set<string>()
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (chunks.has(path)) loaded.add(chunks.get(path)!)
  })
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  for (const path of ['/medical/home', '/dashboards/analytics', '/apps/notes', '/gym/home']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
  }
  expect([...loaded]).toEqual([])
  await page.goto('/ui/icons?set=feather')
  await expect(icon(page, 'feather:activity')).toBeVisible({ timeout: 30_000 })
  expect([...loaded]).toEqual(['feather'])
})

for (const scheme of ['light', 'dark'] as const) {
  test(`icons page has no serious accessibility violations (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme)
    await openIcons(page, '/ui/icons?set=feather')
    await icon(page, 'feather:activity').click()
    await expectAccessible(page)
  })
}
