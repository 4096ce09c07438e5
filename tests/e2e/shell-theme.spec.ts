import { expect, expectAccessible, test, useScheme, PNG_1PX } from './fixtures'
import { THEMES } from '../../src/theme/palettes'
import { api, openShell } from './shell.helpers'

const THEME_IDS = THEMES.map((t) => t.id)

test.describe.configure({ timeout: 240_000 })

test('colour theme and scheme from the settings drawer survive a reload; the scheme is saved on the account', async ({
  page,
}) => {
  // A dark system: with no choice made the app follows it (auto), so it opens dark.
  await page.emulateMedia({ colorScheme: 'dark' })
  await openShell(page, '/example')
  const html = page.locator('html')
  await expect(html).toHaveClass(/dark/)
  await page.getByTestId('settings-trigger').click()
  await page.getByTestId('theme-theme-rose').click()
  await expect(html).toHaveAttribute('data-palette', 'theme-rose')
  await page.getByTestId('scheme-light').click()
  await expect(html).not.toHaveClass(/dark/)
  await expect(page.getByText('Se ha cambiado el tema de la aplicación')).toBeVisible()
  await expect.poll(async () => (await api(page, 'GET', 'api/common/user')).body.scheme).toBe('light')

  await page.reload()
  await expect(page.locator('[data-layout]')).toBeVisible({ timeout: 30_000 })
  await expect(html).not.toHaveClass(/dark/)
  await expect(html).toHaveAttribute('data-palette', 'theme-rose')
  expect(await page.evaluate(() => [localStorage.getItem('scheme'), localStorage.getItem('palette')])).toEqual([
    'light',
    'theme-rose',
  ])

  // The user menu switches it back.
  await page.getByTestId('user-menu-trigger').click()
  await page.getByRole('menuitem', { name: 'Dark theme' }).click()
  await expect(html).toHaveClass(/dark/)
})

test('auto follows the system: a light system opens light, a dark one dark, and a change is followed at once', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await openShell(page, '/example')
  const html = page.locator('html')
  await expect(html).not.toHaveClass(/dark/)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveClass(/dark/)

  // A fixed choice wins over the system; auto follows it again, and is saved on the account.
  await page.getByTestId('settings-trigger').click()
  await page.getByTestId('scheme-light').click()
  await expect(html).not.toHaveClass(/dark/)
  await page.getByTestId('scheme-auto').click()
  await expect(page.getByTestId('scheme-auto')).toHaveAttribute('aria-pressed', 'true')
  await expect(html).toHaveClass(/dark/)
  await expect.poll(async () => (await api(page, 'GET', 'api/common/user')).body.scheme).toBe('auto')

  // From the first paint of a reload on a light system.
  await page.emulateMedia({ colorScheme: 'light' })
  await page.reload()
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
  await expect(page.locator('[data-layout]')).toBeVisible({ timeout: 30_000 })
  await expect(html).not.toHaveClass(/dark/)
})

test("the account's saved scheme follows the user to a new device", async ({ page }) => {
  await openShell(page, '/example')
  await api(page, 'PATCH', 'api/common/user', { user: { scheme: 'light' } })
  // A fresh device: nothing saved locally, the session user comes from the server.
  await page.evaluate(async () => {
    localStorage.removeItem('scheme')
    const res = await fetch('/api/common/user', { headers: { authorization: localStorage.getItem('accessToken')! } })
    localStorage.setItem('user', JSON.stringify(await res.json()))
  })
  await page.reload()
  await expect(page.locator('[data-layout]')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

test('profile: name, about and avatar are validated, saved and shown in the shell', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/settings')
  const form = page.getByTestId('profile-form')
  await form.getByLabel('Name').fill('B')
  await form.getByTestId('profile-save').click()
  await expect(form.getByText('At least 2 characters')).toBeVisible()
  await form.getByLabel('Name').fill('Brian H. Hughes')
  await form.getByLabel('About').fill('Administrador de la clínica')
  await form
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  await expect(form.getByText('Choose a PNG, JPEG, WebP or GIF image')).toBeVisible()
  await form.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX })
  await expect(form.getByRole('img', { name: 'Brian H. Hughes' })).toHaveAttribute('src', /^data:image\/png;base64,/)
  await form.getByTestId('profile-save').click()
  await expect(page.getByText('Your profile was saved')).toBeVisible()
  await expect(page.getByTestId('user-card')).toContainText('Brian H. Hughes')

  await page.reload()
  await expect(page.getByTestId('profile-form').getByLabel('About')).toHaveValue('Administrador de la clínica', {
    timeout: 30_000,
  })
  const user = (await api(page, 'GET', 'api/common/user')).body
  expect(user).toMatchObject({
    name: 'Brian H. Hughes',
    about: 'Administrador de la clínica',
    avatar: expect.stringMatching(/^data:image\/png/),
  })
})

for (const scheme of ['light', 'dark'] as const) {
  test(`the shell passes axe in ${scheme}`, async ({ page }) => {
    await useScheme(page, scheme)
    await page.setViewportSize({ width: 1440, height: 900 })
    await openShell(page, '/example')
    await expectAccessible(page)
    await page.getByTestId('notifications-trigger').click()
    await expect(page.getByTestId('notifications-panel')).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await page.goto('/example?layout=modern')
    await expect(page.locator('[data-layout="modern"]')).toBeVisible({ timeout: 30_000 })
    await expectAccessible(page)
    await page.getByTestId('settings-trigger').click()
    await expect(page.getByTestId('settings-drawer')).toBeVisible()
    await expectAccessible(page)
  })
}

// The feed's times are its faintest text (fg.subtle), 4.8:1 on an unread row in light. Their text is absolute
// ('MMM dd, h:mm a'), so a time's age changes only its digits; what changes its colour is the row (read or
// unread), the colour theme and the scheme: every combination, read by axe as drawn, must reach 4.5:1.
test('the messages and notifications times pass contrast on read and unread rows, in every theme, light and dark', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example')
  for (const kind of ['messages', 'notifications'] as const) {
    await page.getByTestId(`${kind}-trigger`).click()
    const panel = page.getByTestId(`${kind}-panel`)
    await expect(panel).toBeVisible()
    // The seed's rows: read and unread, from minutes to days old (today, yesterday and older).
    await expect(panel.locator('[data-read=false] time[datetime]').first()).toBeVisible()
    await expect(panel.locator('[data-read=true] time[datetime]').first()).toBeVisible()
    const days = await panel
      .locator('time[datetime]')
      .evaluateAll((times) => new Set(times.map((t) => new Date(t.getAttribute('datetime')!).toDateString())).size)
    expect(days).toBeGreaterThanOrEqual(3)
    for (const palette of THEME_IDS)
      for (const dark of [false, true]) {
        // What the settings drawer's choice sets (src/lib/theme.ts), without a reload per combination.
        await page.evaluate(
          ([p, d]) => {
            document.documentElement.setAttribute('data-palette', p as string)
            document.documentElement.classList.toggle('dark', d as boolean)
          },
          [palette, dark],
        )
        await expectAccessible(page, `[data-testid=${kind}-panel] time[datetime]`)
      }
    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)
  }
})

test('without a session the scheme is kept on this device only, with a notice', async ({ page }) => {
  await openShell(page, '/example')
  await page.getByTestId('settings-trigger').click()
  // Another tab signed out: the drawer is still open here.
  await page.evaluate(() => {
    localStorage.removeItem('accessToken')
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }))
  })
  await page.getByTestId('scheme-light').click()
  await expect(page.getByText('Para preservar el estilo de la aplicación, debe iniciar sesión.')).toBeVisible()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('scheme'))).toBe('light')
})

test('settings: a kind of notification turned off leaves the panel and is kept on the account', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/settings')
  const prefs = page.getByTestId('notification-prefs')
  await prefs.getByRole('checkbox', { name: /^Stock/ }).uncheck()
  await expect(page.getByText('Notification preferences saved')).toBeVisible()
  await expect.poll(async () => (await api(page, 'GET', 'api/common/user')).body.mutedNotifications).toEqual(['stock'])
  await page.getByTestId('notifications-trigger').click()
  const panel = page.getByTestId('notifications-panel')
  await expect(panel.getByTestId('notifications-item')).toHaveCount(8)
  await expect(panel.getByText('Low stock')).toHaveCount(0)
  await page.keyboard.press('Escape')

  // Still off after a reload; turned back on, it is listed again.
  await page.reload()
  await expect(page.getByTestId('notification-prefs').getByRole('checkbox', { name: /^Stock/ })).not.toBeChecked()
  await page
    .getByTestId('notification-prefs')
    .getByRole('checkbox', { name: /^Stock/ })
    .check()
  await expect.poll(async () => (await api(page, 'GET', 'api/common/notifications')).body.length).toBe(9)
})

test('settings: the password changes only with the right current one, and the new one signs in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openShell(page, '/settings')
  const section = page.getByTestId('password-section')
  await section.getByLabel('Current password').fill('wrong')
  await section.getByLabel('New password', { exact: true }).fill('clave-nueva-1')
  await section.getByLabel('Repeat the new password').fill('clave-nueva-2')
  await section.getByRole('button', { name: 'Change password' }).click()
  await expect(section.getByText('Passwords do not match')).toBeVisible()
  await section.getByLabel('Repeat the new password').fill('clave-nueva-1')
  await section.getByRole('button', { name: 'Change password' }).click()
  await expect(section.getByText('The current password is not right')).toBeVisible()
  await section.getByLabel('Current password').fill('admin')
  await section.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password has changed')).toBeVisible()
  await expect(section.getByLabel('Current password')).toHaveValue('')
  const signIn = (password: string) =>
    api(page, 'POST', 'api/auth/sign-in', { email: 'hughes.brian@company.com', password })
  expect((await signIn('clave-nueva-1')).status).toBe(200)
  expect((await signIn('admin')).status).toBe(404)
})
