import { expect, test } from './fixtures'
import { api, openShell } from './shell.helpers'

test.describe.configure({ timeout: 240_000 })

test('shortcuts: add, edit and delete through the panel modes; the list survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example')
  await page.getByTestId('shortcuts-trigger').click()
  const panel = page.getByTestId('shortcuts-panel')
  await expect(panel.getByTestId('shortcuts-list').getByRole('listitem')).toHaveCount(8)

  await panel.getByTestId('shortcuts-add').click()
  const submit = panel.getByTestId('shortcut-submit')
  await expect(submit).toBeDisabled()
  await panel.getByLabel('Label').fill('Notas')
  await panel.getByLabel('Icon').selectOption('sticky-note')
  await expect(submit).toBeDisabled()
  await panel.getByLabel('Link').fill('/apps/notes')
  await expect(submit).toBeEnabled()
  await submit.click()
  // After a save the panel is in modify mode: shortcuts are buttons that open the edit form.
  await expect(panel.getByTestId('shortcuts-done')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Edit Notas' })).toBeVisible()

  await panel.getByRole('button', { name: 'Edit Notas' }).click()
  await panel.getByLabel('Label').fill('')
  await expect(submit).toBeDisabled()
  await expect(panel.getByText('Required')).toBeVisible()
  await panel.getByLabel('Label').fill('Mis notas')
  await panel.getByLabel('Description').fill('Ideas y recordatorios')
  await panel.getByRole('button', { name: 'Update' }).click()
  await expect(panel.getByRole('button', { name: 'Edit Mis notas' })).toContainText('Ideas y recordatorios')
  await panel.getByTestId('shortcuts-done').click()
  await expect(panel.getByRole('link', { name: /Mis notas/ })).toHaveAttribute('href', '/apps/notes')

  await page.reload()
  await page.getByTestId('shortcuts-trigger').click({ timeout: 30_000 })
  await expect(page.getByTestId('shortcuts-panel').getByRole('link', { name: /Mis notas/ })).toBeVisible()
  await page.getByTestId('shortcuts-modify').click()
  await page.getByRole('button', { name: 'Edit Mis notas' }).click()
  await page.getByTestId('shortcuts-panel').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByTestId('shortcuts-panel').getByTestId('shortcuts-list').getByRole('listitem')).toHaveCount(8)

  // Cancel goes back to view; opening the panel again starts in view.
  await page.getByTestId('shortcuts-panel').getByTestId('shortcuts-done').click()
  await page.getByTestId('shortcuts-add').click()
  await page.getByTestId('shortcuts-panel').getByRole('button', { name: 'Cancel' }).last().click()
  await expect(page.getByTestId('shortcuts-modify')).toBeVisible()
})

test("shortcuts: the template's icon names are drawn with the app's icons, an unknown one with a fallback", async ({
  page,
}) => {
  await openShell(page, '/example')
  for (const [label, icon] of [
    ['Unknown', 'mat_outline:no_such_icon'],
    ['Team', 'heroicons_solid:user-group'],
    ['Favourites', 'heroicons_outline:star'],
  ]) {
    const res = await api(page, 'POST', 'api/common/shortcuts', {
      shortcut: { id: null, label, description: '', icon, link: '/apps/contacts', useRouter: true },
    })
    expect(res.status).toBe(200)
  }
  await page.getByTestId('shortcuts-trigger').click()
  const panel = page.getByTestId('shortcuts-panel')
  const drawn = (label: string) => panel.getByRole('link', { name: new RegExp(label) }).locator('svg use')
  await expect(drawn('Favourites')).toHaveAttribute('href', '#icon-star')
  await expect(drawn('Team')).toHaveAttribute('href', '#icon-users')
  await expect(drawn('Unknown')).toHaveAttribute('href', '#icon-link')
  // Editing keeps the template name selected, so saving does not change it.
  await panel.getByTestId('shortcuts-modify').click()
  await panel.getByRole('button', { name: 'Edit Favourites' }).click()
  await expect(panel.getByLabel('Icon')).toHaveValue('heroicons_outline:star')
})

test("shortcuts: an empty list reads 'No shortcuts'", async ({ page }) => {
  await openShell(page, '/example')
  const all = await api(page, 'GET', 'api/common/shortcuts')
  for (const s of all.body) await api(page, 'DELETE', `api/common/shortcuts?id=${s.id}`)
  await page.getByTestId('shortcuts-trigger').click()
  await expect(page.getByTestId('shortcuts-panel')).toContainText('No shortcuts')
})

test('notifications: unread badge, mark all read, delete one, delete all after confirming', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example?layout=modern')
  const trigger = page.getByTestId('notifications-trigger')
  await expect(trigger).toHaveAccessibleName('Notifications, 3 unread')
  await trigger.click()
  const panel = page.getByTestId('notifications-panel')
  await expect(panel.getByTestId('notifications-item')).toHaveCount(9)
  await expect(panel.getByTestId('notifications-item').first()).toContainText(
    /[A-Z][a-z]{2} \d{2}, \d{1,2}:\d{2} (AM|PM)/,
  )

  await panel.getByTestId('notifications-item').first().getByTestId('feed-toggle-read').click()
  await expect(trigger).toHaveAccessibleName('Notifications, 2 unread')
  await panel.getByTestId('notifications-mark-all').click()
  await expect(trigger).toHaveAccessibleName('Notifications, 0 unread')
  await expect(panel.getByTestId('notifications-mark-all')).toBeDisabled()
  await expect(trigger.getByTestId('count-badge')).toHaveCount(0)

  await panel.getByTestId('notifications-item').first().getByTestId('feed-remove').click()
  await expect(panel.getByTestId('notifications-item')).toHaveCount(8)

  await panel.getByTestId('notifications-clear').click()
  const dialog = page.getByRole('dialog', { name: 'Limpiar notificaciones' })
  await expect(dialog).toContainText('Esta seguro que desea limpiar notificaciones?')
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toHaveCount(0)
  await trigger.click()
  await expect(page.getByTestId('notifications-panel').getByTestId('notifications-item')).toHaveCount(8)
  await page.getByTestId('notifications-clear').click()
  await page.getByRole('dialog', { name: 'Limpiar notificaciones' }).getByRole('button', { name: 'Limpiar' }).click()
  await trigger.click()
  await expect(page.getByTestId('notifications-panel')).toContainText('No hay notificaciones')
  await expect(page.getByTestId('notifications-clear')).toBeDisabled()
  expect((await api(page, 'GET', 'api/common/notifications')).body).toEqual([])
})

test("messages: 5 unread, reading one, deleting all one by one ends in 'No messages'", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example?layout=modern')
  const trigger = page.getByTestId('messages-trigger')
  await expect(trigger).toHaveAccessibleName('Messages, 5 unread')
  await trigger.click()
  const panel = page.getByTestId('messages-panel')
  await panel.getByTestId('messages-item').first().getByTestId('feed-toggle-read').click()
  await expect(trigger).toHaveAccessibleName('Messages, 4 unread')
  for (let left = 9; left > 0; left--) {
    await panel.getByTestId('messages-item').first().getByTestId('feed-remove').click()
    await expect(panel.getByTestId('messages-item')).toHaveCount(left - 1)
  }
  await expect(panel).toContainText('No messages')
  await expect(panel.getByTestId('messages-mark-all')).toBeDisabled()
})

test('notifications are fetched again after every completed navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example')
  let fetches = 0
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/common/notifications') fetches++
  })
  await page.getByTestId('vertical-navigation').getByRole('link', { name: 'Inventory' }).click()
  await expect(page).toHaveURL(/inventory/)
  await expect.poll(() => fetches).toBeGreaterThanOrEqual(1)
  const after = fetches
  await page
    .getByTestId('vertical-navigation')
    .getByRole('link', { name: /Layouts/ })
    .click()
  await expect(page).toHaveURL(/example/)
  await expect.poll(() => fetches).toBeGreaterThan(after)
})

test('two tabs keep the unread counts in step', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example?layout=modern')
  const other = await context.newPage()
  await other.setViewportSize({ width: 1440, height: 900 })
  await other.goto('/example?layout=modern')
  await expect(other.getByTestId('notifications-trigger')).toHaveAccessibleName('Notifications, 3 unread', {
    timeout: 30_000,
  })
  await expect(other.getByTestId('messages-trigger')).toHaveAccessibleName('Messages, 5 unread')

  await page.getByTestId('notifications-trigger').click()
  await page.getByTestId('notifications-mark-all').click()
  await expect(other.getByTestId('notifications-trigger')).toHaveAccessibleName('Notifications, 0 unread')

  await other.getByTestId('messages-trigger').click()
  await other.getByTestId('messages-panel').getByTestId('messages-item').first().getByTestId('feed-toggle-read').click()
  await expect(page.getByTestId('messages-trigger')).toHaveAccessibleName('Messages, 4 unread')
})

test('quick chat: list, open a chat, send a message that is kept, overlay closes', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openShell(page, '/example?layout=enterprise')
  await page.getByTestId('quick-chat-toggle').click()
  const panel = page.getByTestId('quick-chat-panel')
  await expect(panel.getByTestId('quick-chat-list')).toBeVisible()
  const first = panel.getByTestId('quick-chat-list').getByRole('button').first()
  const name = (await first.locator('span span').first().textContent())!.trim()
  await first.click()
  await expect(panel.getByRole('heading', { name })).toBeVisible()
  const text = `Hola desde el chat rápido ${Date.now()}`
  await panel.getByTestId('quick-chat-input').fill(text)
  await panel.getByTestId('quick-chat-send').click()
  await expect(panel.getByTestId('quick-chat-messages')).toContainText(text)
  await expect(panel.getByTestId('quick-chat-input')).toHaveValue('')
  await page.getByTestId('quick-chat-overlay').click({ position: { x: 100, y: 400 } })
  await expect(panel).toHaveCount(0)

  await page.reload()
  await page.getByRole('button', { name, exact: true }).first().click({ timeout: 30_000 })
  await expect(page.getByTestId('quick-chat-messages')).toContainText(text)
  const chats = await api(page, 'GET', 'api/apps/chat/chats')
  expect(chats.body.some((c: { lastMessage: string }) => c.lastMessage === text)).toBe(true)
})
