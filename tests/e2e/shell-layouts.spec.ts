import { expect, test } from './fixtures'
import { LAYOUTS, openShell, watchConsole } from './shell.helpers'

// The first start seeds every app's data in the worker; give slow machines room.
test.describe.configure({ timeout: 240_000 })

for (const width of [390, 1440]) {
  test(`all eleven layouts render at ${width} px without overflow or console errors`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    const errors = watchConsole(page)
    await openShell(page)
    for (const layout of LAYOUTS) {
      // The example page's preview links switch the layout in place.
      await page.getByTestId(`preview-${layout}`).click()
      await expect(page).toHaveURL(new RegExp(`layout=${layout}`))
      const frame = page.locator(`[data-layout="${layout}"]`)
      await expect(frame).toBeVisible()
      await expect(page.getByTestId('current-layout')).toBeVisible()
      await expect(page.getByRole('main')).toBeVisible()
      if (layout === 'empty') {
        await expect(page.getByTestId('toolbar')).toHaveCount(0)
        await expect(page.getByTestId('footer')).toHaveCount(0)
      } else {
        await expect(page.getByTestId('toolbar')).toBeVisible()
        await expect(page.getByTestId('footer')).toContainText(String(new Date().getFullYear()))
        await expect(
          page.locator('[data-testid=user-menu-trigger]:visible, [data-testid=nav-toggle]:visible').first(),
        ).toBeVisible()
      }
      // Horizontal menus on wide screens, the drawer below md.
      if (['centered', 'enterprise', 'material', 'modern'].includes(layout)) {
        await expect(page.getByTestId('horizontal-navigation')).toHaveCount(width >= 960 ? 1 : 0)
      }
      if (['enterprise', 'modern'].includes(layout)) {
        await expect(page.getByTestId(width >= 1280 ? 'quick-chat-rail' : 'quick-chat-fab')).toBeVisible()
      } else {
        await expect(page.getByTestId('quick-chat-rail')).toHaveCount(0)
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${layout} overflows at ${width}px`).toBeLessThanOrEqual(0)
    }
    expect(errors).toEqual([])
  })
}

test('classy shows the person, the username and the app version; the default layout is classy', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example')
  await expect(page.locator('[data-layout="classy"]')).toBeVisible()
  await expect(page.getByTestId('user-card')).toContainText('Brian Hughes')
  await expect(page.getByTestId('user-card')).toContainText('hughes.brian')
  await expect(page.getByTestId('app-version')).toHaveText('Version 1.3.145')
})

test("the user's layout choice persists; the query parameter overrides it for one page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example')
  await page.getByTestId('settings-trigger').click()
  await page.getByTestId('layout-modern').click()
  await expect(page.locator('[data-layout="modern"]')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.reload()
  await expect(page.locator('[data-layout="modern"]')).toBeVisible({ timeout: 30_000 })
  await page.goto('/example?layout=thin')
  await expect(page.locator('[data-layout="thin"]')).toBeVisible({ timeout: 30_000 })
  await page.goto('/settings')
  await expect(page.locator('[data-layout="modern"]')).toBeVisible({ timeout: 30_000 })
  // The example page previews and chooses layouts too.
  await page.goto('/example')
  await page.getByTestId('preview-dense').click({ timeout: 30_000 })
  await expect(page).toHaveURL(/layout=dense/)
  await expect(page.locator('[data-layout="dense"]')).toBeVisible()
  await page.getByTestId('use-compact').click()
  await page.goto('/settings')
  await expect(page.locator('[data-layout="compact"]')).toBeVisible({ timeout: 30_000 })
})

test('a user without a person record is sent to sign-out by the classy layout', async ({ page }) => {
  await openShell(page, '/example')
  // The session learns of the change as it would from another tab.
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user')!)
    localStorage.setItem('user', JSON.stringify({ ...user, person: null }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }))
  })
  await expect(page).toHaveURL(/\/sign-out/)
})
