import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openShell } from './shell.helpers'

test.describe.configure({ timeout: 240_000 })

test('side navigation on wide screens: toggles, collapsables expand and auto-collapse, active child opens its parent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example')
  const nav = page.getByTestId('vertical-navigation')
  await expect(nav).toHaveAttribute('data-mode', 'side')
  await expect(nav).toHaveAttribute('data-opened', 'true')
  await expect(nav).toHaveAttribute('data-appearance', 'default')
  expect(await nav.evaluate((n) => n.getBoundingClientRect().width)).toBe(280)

  const agendas = nav.getByRole('button', { name: 'Agendas' })
  const clientes = nav.getByRole('button', { name: 'Patients' })
  await agendas.click()
  await expect(agendas).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'My agenda' })).toHaveAttribute('href', '/medical/my-agenda')
  await clientes.click()
  await expect(clientes).toHaveAttribute('aria-expanded', 'true')
  await expect(agendas).toHaveAttribute('aria-expanded', 'false')

  // Following a link keeps the side navigation open and opens the collapsable that holds the page.
  await nav.getByRole('link', { name: 'List' }).click()
  await expect(page).toHaveURL(/\/persons\/list-persons/)
  await expect(nav).toHaveAttribute('data-opened', 'true')
  await expect(clientes).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page')

  await page.getByTestId('nav-toggle').click()
  await expect(nav).toHaveAttribute('data-opened', 'false')
  await page.getByTestId('nav-toggle').click()
  await expect(nav).toHaveAttribute('data-opened', 'true')

  // The apps group and the external link with its target.
  await expect(nav.getByRole('link', { name: /Support/ })).toHaveAttribute('target', '_blank')
  await expect(nav.getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/apps/ecommerce/inventory')
})

test('over mode below md: a drawer that the backdrop and a route change close', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openShell(page, '/example')
  const nav = page.getByTestId('vertical-navigation')
  await expect(nav).toHaveAttribute('data-mode', 'over')
  await expect(nav).toHaveAttribute('data-opened', 'false')
  // A closed drawer's menu is not drawn (a phone's start renders less); it is when the drawer opens.
  const inventory = nav.locator('a[href="/apps/ecommerce/inventory"]')
  await expect(inventory).toHaveCount(0)
  await page.getByTestId('nav-toggle').click()
  await expect(nav).toHaveAttribute('data-opened', 'true')
  await expect(inventory).toBeVisible()
  await page.getByTestId('nav-backdrop').click({ position: { x: 370, y: 400 } })
  await expect(nav).toHaveAttribute('data-opened', 'false')

  await page.getByTestId('nav-toggle').click()
  await nav.getByRole('link', { name: 'Inventory' }).click()
  await expect(page).toHaveURL(/\/apps\/ecommerce\/inventory/)
  await expect(nav).toHaveAttribute('data-opened', 'false')

  await page.getByTestId('nav-toggle').click()
  await page.keyboard.press('Escape')
  await expect(nav).toHaveAttribute('data-opened', 'false')
})

test('compact: asides open a panel that closes on route change; thin shows icons with their names', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example?layout=compact')
  const nav = page.getByTestId('vertical-navigation')
  await expect(nav).toHaveAttribute('data-appearance', 'compact')
  expect(await nav.evaluate((n) => n.getBoundingClientRect().width)).toBe(112)
  await nav.getByRole('button', { name: 'Apps' }).click()
  const aside = page.getByTestId('nav-aside')
  await expect(aside).toBeVisible()
  await aside.getByRole('link', { name: 'Notes' }).click()
  await expect(page).toHaveURL(/\/apps\/notes/)
  await expect(aside).toHaveCount(0)
  await expect(nav).toHaveAttribute('data-opened', 'true')

  await page.goto('/example?layout=thin')
  await expect(nav).toHaveAttribute('data-appearance', 'thin', { timeout: 30_000 })
  expect(await nav.evaluate((n) => n.getBoundingClientRect().width)).toBe(80)
  await expect(nav.getByRole('link', { name: 'Layouts' })).toBeVisible()
  await nav.getByRole('button', { name: 'Clinic' }).click()
  await expect(page.getByTestId('nav-aside').getByRole('button', { name: 'Agendas' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('nav-aside')).toHaveCount(0)
})

/** Whether the element is what a person sees at its own centre (nothing, like the sticky toolbar, lies over it). */
const onTop = (l: ReturnType<Page['locator']>) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return hit !== null && (el === hit || el.contains(hit))
  })

test("compact and thin: the aside panel's title and close button lie above the toolbar, and no hint covers the panel", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example?layout=compact')
  const nav = page.getByTestId('vertical-navigation')
  await nav.getByRole('button', { name: 'Apps' }).click()
  const aside = page.getByRole('region', { name: 'Apps' })
  await expect(aside.getByText('Apps', { exact: true })).toBeVisible()
  expect(await onTop(aside.getByText('Apps', { exact: true }))).toBe(true)
  expect(await onTop(aside.getByRole('button', { name: 'Close panel' }))).toBe(true)

  await page.goto('/example?layout=thin')
  await expect(nav).toHaveAttribute('data-appearance', 'thin', { timeout: 30_000 })
  // Without a panel, the icon-only tiles name themselves in a hint.
  await nav.getByRole('link', { name: 'Layouts' }).hover()
  await expect(page.getByRole('tooltip')).toHaveText('Layouts')
  await nav.getByRole('button', { name: 'Clinic' }).click()
  const clinic = page.getByRole('region', { name: 'Clinic' })
  await expect(clinic).toBeVisible()
  await nav.getByRole('link', { name: 'Layouts' }).hover()
  await page.waitForTimeout(600)
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  expect(await onTop(clinic.getByText('Clinic', { exact: true }))).toBe(true)
})

test('dense: the menu opened by hovering lies over the toolbar and keeps its logo', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example?layout=dense')
  const nav = page.getByTestId('vertical-navigation')
  await expect(nav).toHaveAttribute('data-appearance', 'dense')
  await nav.hover({ position: { x: 40, y: 300 } })
  await expect.poll(() => nav.evaluate((n) => n.firstElementChild!.getBoundingClientRect().width)).toBe(280)
  const logo = nav.locator('img').first()
  await expect(logo).toBeVisible()
  expect(await onTop(logo)).toBe(true)
  // The widened menu's top edge, where the toolbar runs beside the narrow menu, is the menu's own.
  expect(
    await page.evaluate(
      () => document.elementFromPoint(200, 30)?.closest('[data-testid=vertical-navigation]') !== null,
    ),
  ).toBe(true)
})

test('dense expands on hover and the toolbar switches it to the full menu; the position can move right', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example?layout=dense')
  const nav = page.getByTestId('vertical-navigation')
  await expect(nav).toHaveAttribute('data-appearance', 'dense')
  expect(await nav.evaluate((n) => n.getBoundingClientRect().width)).toBe(80)
  await page.getByTestId('nav-appearance-toggle').click()
  await expect(nav).toHaveAttribute('data-appearance', 'default')
  await page.getByTestId('nav-appearance-toggle').click()
  await expect(nav).toHaveAttribute('data-appearance', 'dense')

  await page.getByTestId('settings-trigger').click()
  await page.getByTestId('nav-position-right').click()
  await page.keyboard.press('Escape')
  await expect(nav).toHaveAttribute('data-position', 'right')
  const box = await nav.boundingBox()
  expect(box!.x).toBeGreaterThan(1300)
})

test('horizontal menus open their groups as dropdowns', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example')
  // The user's own choice, so that it lasts across pages (a ?layout= lasts for one URL).
  await page.evaluate(() => localStorage.setItem('layout', 'modern'))
  await page.reload()
  const top = page.getByTestId('horizontal-navigation')
  await top.getByRole('button', { name: 'Apps' }).click({ timeout: 30_000 })
  await page.getByRole('menuitem', { name: 'Chat' }).click()
  await expect(page).toHaveURL(/\/apps\/chat/)
  await expect(top.getByRole('button', { name: 'Apps' })).toHaveAttribute('data-active', '')
})

test('the sample on /example shows every item type: disabled and hidden items cannot be reached', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example')
  const sample = page.getByTestId('nav-sample')
  await expect(sample.locator('[aria-disabled=true]', { hasText: 'Disabled' })).toHaveCount(1)
  await expect(sample.getByRole('link', { name: 'Disabled' })).toHaveCount(0)
  await expect(sample.getByText('Hidden')).toHaveCount(0)
  await expect(sample.getByRole('link', { name: /External link/ })).toHaveAttribute(
    'href',
    'https://tanstack.com/router',
  )
  await expect(sample.locator('hr')).toHaveCount(1)
  await sample.getByRole('button', { name: 'Collapsable A' }).click()
  await expect(sample.getByRole('link', { name: 'Chat' })).toBeVisible()
  await sample.getByRole('button', { name: 'Collapsable B' }).click()
  await expect(sample.getByRole('link', { name: 'Chat' })).toHaveCount(0)
  await expect(sample.getByRole('link', { name: 'Mailbox' })).toBeVisible()
  await sample.getByRole('link', { name: /With tooltip/ }).hover()
  await expect(page.getByText('A hint on hover and focus')).toBeVisible()
})

test("the shell's icons are drawn from the sprite: every one names a symbol and has a shape", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example')
  await expect(page.getByTestId('vertical-navigation').getByRole('link', { name: /Layouts/ })).toBeVisible()
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll<SVGUseElement>('#root svg.lucide > use')].map((use) => {
      const href = use.getAttribute('href') ?? ''
      const box = use.getBBox()
      return { href, symbol: document.querySelector(href)?.tagName ?? null, drawn: box.width > 0 && box.height > 0 }
    }),
  )
  // The navigation's and the toolbar's icons at least.
  expect(icons.length).toBeGreaterThan(15)
  for (const icon of icons) expect(icon, icon.href).toEqual({ href: icon.href, symbol: 'symbol', drawn: true })
})

interface ActorRecord {
  machine: string
  state: unknown
  events: string[]
}
const navigationActors = (page: Page) =>
  page.evaluate(() =>
    ((window as { __actors?: () => ActorRecord[] }).__actors?.() ?? []).filter((a) => a.machine === 'navigation'),
  )

test('the navigation machine starts with its first event, and its state and events can be read from the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  // Not /example: its sample navigation runs a machine of its own.
  await openShell(page, '/apps/notes')
  const nav = page.getByTestId('vertical-navigation')
  await expect(nav).toHaveAttribute('data-opened', 'true')
  // A page that is only read draws the start state without the machine (and XState) loaded.
  expect(await navigationActors(page)).toEqual([])

  await page.getByTestId('nav-toggle').click()
  await expect(nav).toHaveAttribute('data-opened', 'false')
  const [closed] = await navigationActors(page)
  expect(closed, 'window.__actors: only builds made with VITE_E2E=1 have it (npm test makes one)').toBeDefined()
  expect(closed?.state).toEqual({ mode: 'side', drawer: 'closed', aside: 'closed' })
  expect(closed?.events).toContain('nav.toggle')

  await page.getByTestId('nav-toggle').click()
  await nav.getByRole('link', { name: 'Tasks' }).click()
  await expect(page).toHaveURL(/\/apps\/tasks/)
  await expect(nav.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page')
  await expect
    .poll(async () => (await navigationActors(page))[0]?.events.filter((e) => e === 'route.changed').length)
    .toBe(1)
  expect((await navigationActors(page))[0]?.state).toEqual({ mode: 'side', drawer: 'opened', aside: 'closed' })
  expect(await navigationActors(page)).toHaveLength(1)
})
