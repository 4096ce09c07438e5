import type { Page } from '@playwright/test'
import { expect, expectAccessible, openApp, signInViaApi, test, useScheme } from './fixtures'
import { api } from './shell.helpers'

// Each flow reloads and re-checks several screens, and the axe runs scan up to three states: allow more than the default.
test.describe.configure({ timeout: 120_000 })

async function openChat(page: Page) {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto('/apps/chat')
  // The first page of a fresh profile waits for the worker to seed every domain.
  await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible({ timeout: 45_000 })
  await expect(chats(page).getByRole('listitem')).toHaveCount(15, { timeout: 45_000 })
}

const chats = (page: Page) => page.getByRole('list', { name: 'Chats' })

test('opening a chat clears its unread count; a sent message persists with its time', async ({ page }) => {
  await openChat(page)
  await expect(chats(page).getByText(/unread message/)).toHaveCount(3)
  const unread = chats(page)
    .getByRole('link')
    .filter({ hasText: /unread message/ })
    .first()
  // A picture names the person in `alt`, initials in `aria-label`.
  const name = await unread
    .getByRole('img')
    .first()
    .evaluate((e) => e.getAttribute('alt') ?? e.getAttribute('aria-label') ?? '')
  expect(name).not.toBe('')
  await unread.click()
  await expect(page.getByRole('list', { name: `Messages with ${name}` })).toBeVisible()
  await expect(chats(page).getByText(/unread message/)).toHaveCount(2)

  await page.getByLabel('Message', { exact: true }).fill('Running ten minutes late')
  await page.getByLabel('Message', { exact: true }).press('Enter')
  const conversation = page.getByRole('list', { name: `Messages with ${name}` })
  const sent = conversation.getByRole('listitem').last()
  await expect(sent).toContainText('Running ten minutes late')
  await expect(sent.locator('time')).toHaveText(/^\d{2}:\d{2}$/)
  await expect(conversation.getByText('Today')).toBeVisible()
  await expect(chats(page).getByRole('link').first()).toContainText('Running ten minutes late')

  await page.reload()
  await expect(conversation.getByRole('listitem').last()).toContainText('Running ten minutes late')
  await expect(chats(page).getByRole('link').first()).toContainText(name)
  await expect(chats(page).getByText(/unread message/)).toHaveCount(2)

  // Offline: the app and its data come from the device.
  await page.context().setOffline(true)
  await page.reload()
  await page.getByLabel('Message', { exact: true }).fill('Sent while offline')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(conversation.getByRole('listitem').last()).toContainText('Sent while offline')
  await page.reload()
  await expect(conversation.getByRole('listitem').last()).toContainText('Sent while offline')
  await page.context().setOffline(false)
})

test('mutes a chat, shows the contact info, starts a new chat and edits the profile', async ({ page }) => {
  await openChat(page)
  const first = chats(page).getByRole('link').nth(3)
  await first.click()
  const mute = page.getByRole('button', { name: 'Mute notifications' })
  await mute.click()
  await expect(page.getByRole('button', { name: 'Unmute notifications' })).toHaveAttribute('aria-pressed', 'true')
  await expect(chats(page).getByRole('link').nth(3).getByRole('img', { name: 'Muted' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Unmute notifications' })).toBeVisible()

  await page.getByRole('button', { name: 'Contact info' }).click()
  const info = page.getByRole('complementary', { name: 'Contact info' })
  await expect(info.getByRole('heading', { name: 'Details' })).toBeVisible()
  await expect(info.getByRole('heading', { name: 'Media' })).toBeVisible()
  await info.getByRole('button', { name: 'Close' }).click()
  await expect(info).toBeHidden()

  await page.getByRole('button', { name: 'New chat' }).click()
  const contacts = page.getByRole('list', { name: 'Contacts' })
  await expect(contacts.getByRole('listitem')).toHaveCount(80)
  const chatNames = await page.evaluate(async () => {
    const res = await fetch('/api/apps/chat/chats', {
      headers: { authorization: localStorage.getItem('accessToken')! },
    })
    return ((await res.json()) as { contact: { name: string } }[]).map((c) => c.contact.name)
  })
  const names = await contacts
    .getByRole('img')
    .evaluateAll((els) => els.map((e) => e.getAttribute('alt') ?? e.getAttribute('aria-label') ?? ''))
  // A contact without a chat yet.
  const targetName = names.find((n) => !chatNames.includes(n))!
  await page.getByLabel('Search contacts').fill(targetName.slice(0, 5))
  await contacts.getByRole('button', { name: new RegExp(targetName) }).click()
  await expect(page.getByText(`Say hello to ${targetName}!`)).toBeVisible()
  await page.getByLabel('Message', { exact: true }).fill('Hello there')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(chats(page).getByRole('link').first()).toContainText(targetName)

  await page.getByRole('button', { name: 'Open your profile' }).click()
  await page.getByLabel('About').fill('Out of office until Monday')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
  await page.reload()
  await expect(chats(page).getByRole('listitem')).toHaveCount(16)
  await page.getByRole('button', { name: 'Open your profile' }).click()
  await expect(page.getByLabel('About')).toHaveValue('Out of office until Monday')
})

for (const scheme of ['light', 'dark'] as const) {
  test(`chat passes axe in ${scheme}`, async ({ page }) => {
    await useScheme(page, scheme)
    await openChat(page)
    await expectAccessible(page)
    await chats(page).getByRole('link').first().click()
    await expect(page.getByRole('list', { name: /^Messages with / })).toBeVisible()
    await page.getByRole('button', { name: 'Contact info' }).click()
    await expectAccessible(page)
  })
}

test('a message sent from the chat page and one sent from the quick chat at the same time both survive', async ({
  page,
}) => {
  await openChat(page)
  const quick = await page.context().newPage()
  // The quick-chat tab does not hear the other tab's write before it sends: the moment two tabs send at once.
  await quick.addInitScript(() => {
    const Native = window.BroadcastChannel
    window.BroadcastChannel = class extends Native {
      constructor(name: string) {
        super(name === 'api-changes' ? 'api-changes-not-heard' : name)
      }
    }
  })
  await quick.setViewportSize({ width: 1440, height: 900 })
  await quick.goto('/example?layout=enterprise')
  await quick.getByTestId('quick-chat-toggle').click({ timeout: 30_000 })
  const panel = quick.getByTestId('quick-chat-panel')
  const first = panel.getByTestId('quick-chat-list').getByRole('button').first()
  const name = (await first.locator('span span').first().textContent())!.trim()
  await first.click()
  await expect(panel.getByRole('heading', { name })).toBeVisible()

  const fromPage = `From the chat page ${Date.now()}`
  await chats(page).getByRole('link').filter({ hasText: name }).first().click()
  await page.getByLabel('Message', { exact: true }).fill(fromPage)
  await page.getByLabel('Message', { exact: true }).press('Enter')
  await expect
    .poll(async () =>
      (await api(page, 'GET', 'api/apps/chat/chats')).body.some(
        (c: { lastMessage: string }) => c.lastMessage === fromPage,
      ),
    )
    .toBe(true)
  await expect(panel.getByTestId('quick-chat-messages')).not.toContainText(fromPage)

  const fromQuickChat = `From the quick chat ${Date.now()}`
  await panel.getByTestId('quick-chat-input').fill(fromQuickChat)
  await panel.getByTestId('quick-chat-send').click()
  await expect(panel.getByTestId('quick-chat-messages')).toContainText(fromQuickChat)

  const listed = (await api(page, 'GET', 'api/apps/chat/chats')).body as Array<{
    id: string
    contact: { name: string }
  }>
  const id = listed.find((c) => c.contact.name === name)!.id
  const saved = (await api(page, 'GET', `api/apps/chat/chat?id=${id}`)).body as { messages: Array<{ value: string }> }
  expect(saved.messages.map((m) => m.value)).toEqual(expect.arrayContaining([fromPage, fromQuickChat]))
  // The panel shows the server's copy, with the other tab's message too.
  await expect(panel.getByTestId('quick-chat-messages')).toContainText(fromPage)
})
