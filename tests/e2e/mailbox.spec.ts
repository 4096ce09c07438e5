import type { Page } from '@playwright/test'
import { expect, expectAccessible, openApp, signInViaApi, test, useScheme } from './fixtures'

// Each flow reloads and re-checks several screens, and the axe runs scan up to three states: allow more than the default.
test.describe.configure({ timeout: 120_000 })

async function openMailbox(page: Page, path = '/apps/mailbox') {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto(path)
  // The first page of a fresh profile waits for the worker to seed every domain.
  await expect(page.getByRole('heading', { name: 'Mailbox', level: 1 })).toBeVisible({ timeout: 45_000 })
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Mailbox navigation' }).first()
const mails = (page: Page) => page.getByRole('list', { name: /^Mails in / })
const reader = (page: Page) => page.getByRole('region', { name: 'Open mail' })
const listed = (page: Page, subject: string) =>
  mails(page)
    .getByRole('link')
    .filter({ hasText: subject.slice(0, 20) })

test('pages the inbox, reads a mail, flags it, and the flags and counts survive a reload', async ({ page }) => {
  await openMailbox(page)
  await expect(page.getByText('1-10 of 45')).toBeVisible()
  await expect(nav(page).getByRole('link', { name: /Inbox/ })).toContainText('27')
  await expect(mails(page).getByRole('listitem')).toHaveCount(10)
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('11-20 of 45')).toBeVisible()
  await page.getByRole('link', { name: 'Previous page' }).click()
  await expect(page.getByText('1-10 of 45')).toBeVisible()

  const unread = mails(page).getByRole('link').filter({ hasText: 'Unread:' }).first()
  await unread.click()
  await expect(page).toHaveURL(/mail=/)
  await expect(reader(page).getByRole('heading', { level: 2 })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: /Inbox/ })).toContainText('26')
  const star = reader(page).getByRole('button', { name: 'Starred' })
  const wasStarred = (await star.getAttribute('aria-pressed')) === 'true'
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', String(!wasStarred))
  await reader(page).getByRole('button', { name: 'Important' }).click()
  await reader(page).getByRole('button', { name: 'Labels' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Forums' }).click()
  await page.keyboard.press('Escape')
  await expect(reader(page).getByRole('list', { name: 'Labels' })).toContainText('Forums')

  await page.reload()
  await expect(reader(page).getByRole('button', { name: 'Starred' })).toHaveAttribute(
    'aria-pressed',
    String(!wasStarred),
  )
  await expect(reader(page).getByRole('list', { name: 'Labels' })).toContainText('Forums')
  await expect(nav(page).getByRole('link', { name: /Inbox/ })).toContainText('26')
  await nav(page).getByRole('link', { name: 'Forums' }).click()
  await expect(page.getByText('1-1 of 1')).toBeVisible()
})

test('composes a mail into Sent, replies, and moves a mail to Trash', async ({ page }) => {
  await openMailbox(page)
  await nav(page).getByRole('button', { name: 'Compose' }).click()
  const dialog = page.getByRole('dialog', { name: 'New message' })
  await dialog.getByLabel('To').fill('not an address')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByText('Must be email addresses separated by commas')).toBeVisible()
  await dialog.getByLabel('To').fill('Ana Li <ana@example.com>')
  await dialog.getByLabel('Subject').fill('Lunch on Friday')
  await dialog.getByLabel('Message').fill('Shall we meet at <noon>?')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()

  await nav(page).getByRole('link', { name: 'Sent' }).click()
  await expect(page.getByText('1-10 of 18')).toBeVisible()
  const sent = mails(page).getByRole('link').first()
  await expect(sent).toContainText('Lunch on Friday')
  await expect(sent).toContainText('To: Ana Li')
  await page.reload()
  await mails(page).getByRole('link').first().click()
  await expect(reader(page).getByRole('heading', { name: 'Lunch on Friday' })).toBeVisible()
  await expect(reader(page).getByText('Shall we meet at <noon>?')).toBeVisible()

  await nav(page).getByRole('link', { name: /Inbox/ }).click()
  await mails(page).getByRole('link').first().click()
  const subject = (await reader(page).getByRole('heading', { level: 2 }).textContent()) ?? ''
  await reader(page).getByRole('button', { name: 'Reply' }).click()
  const reply = page.getByRole('dialog', { name: 'Reply' })
  await expect(reply.getByLabel('Subject')).toHaveValue(/^Re: /)
  await reply.getByLabel('Message').fill('Thanks!')
  await reply.getByRole('button', { name: 'Send' }).click()
  await expect(reply).toBeHidden()

  await reader(page).getByRole('button', { name: 'Move to Trash' }).click()
  await expect(page.getByText('Mail moved to Trash')).toBeVisible()
  await nav(page).getByRole('link', { name: 'Trash' }).click()
  await expect(listed(page, subject)).toHaveCount(1)
  await page.reload()
  await expect(page.getByText('1-10 of 19')).toBeVisible()
})

test('creates a label with a unique slug, deletes one, and answers past the last page', async ({ page }) => {
  await openMailbox(page)
  await nav(page).getByRole('button', { name: 'Edit labels' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit labels' })
  await dialog.getByLabel('New label title').fill('Work')
  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(dialog.getByLabel('Rename label Work')).toHaveCount(2)
  await dialog.getByRole('button', { name: 'Delete label Payments' }).click()
  await page.getByRole('dialog', { name: 'Delete label' }).getByRole('button', { name: 'Delete' }).click()
  await expect(dialog.getByLabel('Rename label Payments')).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(nav(page).getByRole('link', { name: 'Payments' })).toHaveCount(0)
  await nav(page).getByRole('link', { name: 'Work' }).last().click()
  await expect(page).toHaveURL(/label=work-1/)
  await expect(page.getByText('There are no mails here!')).toBeVisible()

  await page.goto('/apps/mailbox?folder=inbox&page=9')
  await expect(page.getByText('Requested page is not available!')).toBeVisible()
  await page.getByRole('link', { name: 'Go to the last page' }).click()
  await expect(page.getByText('41-45 of 45')).toBeVisible()
})

test('the full-width layout shows an open mail in place of the list, and it is remembered', async ({ page }) => {
  await openMailbox(page)
  await nav(page).getByRole('button', { name: 'Settings' }).click()
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByLabel(/Full width/)
    .check()
  await page.keyboard.press('Escape')
  await mails(page).getByRole('link').first().click()
  await expect(reader(page)).toBeVisible()
  await expect(mails(page)).toBeHidden()
  await page.reload()
  await expect(reader(page)).toBeVisible()
  await expect(mails(page)).toBeHidden()
  await reader(page).getByRole('link', { name: 'Back to the list' }).click()
  await expect(mails(page)).toBeVisible()
})

// zag selects only the item it has highlighted: a click with no pointer move before it (a screen reader's or a
// switch control's, or one right after the menu opened) moved nothing.
test("the mail menus choose on an item's own click, once, with no pointer before it", async ({ page }) => {
  await openMailbox(page)
  const patches: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().endsWith('/mailbox/mail')) patches.push(r.postData() ?? '')
  })
  await mails(page).getByRole('link').first().click()
  const subject = (await reader(page).getByRole('heading', { level: 2 }).textContent()) ?? ''
  await reader(page).getByRole('button', { name: 'Labels' }).click()
  const forums = page.getByRole('menuitemcheckbox', { name: 'Forums' })
  const had = (await forums.getAttribute('aria-checked')) === 'true'
  await forums.dispatchEvent('click')
  await expect(forums).toHaveAttribute('aria-checked', String(!had))
  await page.keyboard.press('Escape')
  await reader(page).getByRole('button', { name: 'Move to folder' }).click()
  await page.getByRole('menuitem', { name: 'Spam' }).dispatchEvent('click')
  await expect(page.getByText('Mail moved', { exact: true })).toBeVisible()
  await nav(page).getByRole('link', { name: 'Spam' }).click()
  await expect(listed(page, subject)).toHaveCount(1)
  const changes = patches.map((p) => Object.keys(JSON.parse(p).mail).join())
  expect(changes.filter((c) => c === 'labels' || c === 'folder')).toEqual(['labels', 'folder'])
})

for (const scheme of ['light', 'dark'] as const) {
  test(`mailbox passes axe in ${scheme}`, async ({ page }) => {
    await useScheme(page, scheme)
    await openMailbox(page)
    await expect(mails(page).getByRole('listitem')).toHaveCount(10)
    await expectAccessible(page)
    await mails(page).getByRole('link').first().click()
    await expect(reader(page).getByRole('heading', { level: 2 })).toBeVisible()
    await expectAccessible(page)
  })
}
