import type { Page } from '@playwright/test'
import { expect, expectAccessible, openApp, signInViaApi, test, useScheme, PNG_1PX } from './fixtures'

// Each flow reloads and re-checks several screens, and the axe runs scan up to three states: allow more than the default.
test.describe.configure({ timeout: 120_000 })

async function openContacts(page: Page, path = '/apps/contacts') {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto(path)
  // The first page of a fresh profile waits for the worker to seed every domain.
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible({ timeout: 45_000 })
  await expect(page.getByText('100 contacts')).toBeVisible()
}

const list = (page: Page) => page.getByRole('region', { name: 'Contact list' })
const panel = (page: Page) => page.getByRole('complementary', { name: 'Contact details' })

test('searches, adds a contact with email, phone, tag and notes, and it is there after a reload', async ({ page }) => {
  await openContacts(page)
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('ABNER')
  await expect(page.getByText('1 contact found')).toBeVisible()
  await expect(list(page).getByRole('link')).toHaveCount(1)
  await expect(list(page).getByRole('link', { name: /Abner Braun/ })).toBeVisible()
  await expect(page).toHaveURL(/q=ABNER/)
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('')
  await expect(page.getByText('100 contacts')).toBeVisible()

  await page.getByRole('button', { name: 'Add' }).click()
  const form = page.getByRole('form', { name: 'Edit contact' })
  await expect(form.getByLabel('Name')).toHaveValue('New Contact')
  // New contacts go first in the list, before the letters.
  await expect(list(page).getByRole('link').first()).toContainText('New Contact')
  await form.getByLabel('Name').fill('Zelda Quinn')
  await form.getByRole('button', { name: 'Add an email address' }).click()
  await form.getByLabel('Email 1', { exact: true }).fill('not-an-email')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Must be a valid email address')).toBeVisible()
  await form.getByLabel('Email 1', { exact: true }).fill('zelda@example.com')
  await form.getByRole('button', { name: 'Add a phone number' }).click()
  await form.getByLabel('Country of phone number 1').selectOption('tr')
  await form.getByLabel('Phone number 1', { exact: true }).fill('555 123 4567')
  await form.getByRole('button', { name: 'Friend' }).click()
  await form.getByLabel('Birthday').fill('1990-02-28')
  const notes = form.getByRole('textbox', { name: 'Notes' })
  await notes.click()
  await page.keyboard.type('Met at the ')
  await form.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('conference')
  await form.getByRole('button', { name: 'Save' }).click()

  const detail = panel(page)
  await expect(detail.getByRole('heading', { name: 'Zelda Quinn' })).toBeVisible()
  await expect(detail.getByRole('link', { name: 'zelda@example.com' })).toBeVisible()
  await expect(detail.getByText('+90 555 123 4567')).toBeVisible()
  await expect(detail.getByText('February 28, 1990')).toBeVisible()
  await expect(detail.locator('b, strong').filter({ hasText: 'conference' })).toBeVisible()
  await expect(page.getByText('101 contacts')).toBeVisible()

  await page.reload()
  await expect(detail.getByRole('heading', { name: 'Zelda Quinn' })).toBeVisible()
  await expect(detail.getByRole('list', { name: 'Tags' })).toHaveText('Friend')
  await expect(detail.getByText('+90 555 123 4567')).toBeVisible()
  // The list is virtualised: Z is far below the fold, so find her by name.
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('zelda')
  await expect(list(page).getByRole('link', { name: /Zelda Quinn/ })).toBeVisible()
})

test('uploads an avatar, refuses a large file, and deletes a contact after confirming', async ({ page }) => {
  await openContacts(page)
  await list(page)
    .getByRole('link', { name: /Abner Braun/ })
    .click()
  await panel(page).getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Upload picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX })
  await expect(panel(page).getByRole('img', { name: 'Abner Braun' })).toHaveAttribute('src', /^data:image\/png;base64,/)
  await page
    .getByLabel('Upload picture')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 10) })
  await expect(page.getByText('The picture must be 1 MB or smaller')).toBeVisible()
  await page.reload()
  await expect(panel(page).getByRole('img', { name: 'Abner Braun' })).toHaveAttribute('src', /^data:image\/png;base64,/)

  await panel(page).getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete contact' })
  await expect(confirm).toContainText('Abner Braun')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/apps\/contacts$/)
  await expect(page.getByText('99 contacts')).toBeVisible()
  await page.reload()
  await expect(page.getByText('99 contacts')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Abner')
  await expect(page.getByText('No results found!')).toBeVisible()
})

test("shows the contract's pictures: avatars in the list and the panel, with the name as alt text, loaded offline-ready", async ({
  page,
}) => {
  await openContacts(page)
  const first = list(page).getByRole('link').first()
  const name = (await first.innerText()).split('\n')[0]!.trim()
  const listAvatar = first.getByRole('img', { name })
  await expect(listAvatar).toHaveAttribute('src', /\/assets\/images\/avatars\/(fe)?male-\d\d\.jpg$/)
  await first.click()
  const big = panel(page).getByRole('img', { name })
  await expect(big).toHaveAttribute('src', /\/assets\/images\/avatars\/(fe)?male-\d\d\.jpg$/)
  // Decoded, not a broken image: the file came from the worker's precache under a deep path.
  await expect.poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(128)
  const cover = await panel(page).locator('div[style*="assets/images/cards/"]').first().getAttribute('style')
  expect(cover).toMatch(/url\("\/assets\/images\/cards\/\d+-640x480\.jpg"\)/)
})

test('creates, renames and deletes tags; a deleted tag leaves every contact', async ({ page }) => {
  await openContacts(page)
  await page.getByRole('button', { name: 'Manage tags' }).click()
  const dialog = page.getByRole('dialog', { name: 'Manage tags' })
  await dialog.getByLabel('New tag', { exact: true }).fill('Chess Club')
  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(dialog.getByLabel('Rename tag Chess Club')).toBeVisible()
  await dialog.getByLabel('Rename tag Band').fill('Orchestra')
  await dialog.getByLabel('Rename tag Band').press('Enter')
  await expect(dialog.getByLabel('Rename tag Orchestra')).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete tag Baseball Team' }).click()
  await page.getByRole('dialog', { name: 'Delete tag' }).getByRole('button', { name: 'Delete' }).click()
  await expect(dialog.getByLabel('Rename tag Baseball Team')).toHaveCount(0)
  await page.keyboard.press('Escape')

  // Abner Braun was on the Baseball Team.
  await list(page)
    .getByRole('link', { name: /Abner Braun/ })
    .click()
  await expect(panel(page).getByRole('heading', { name: 'Abner Braun' })).toBeVisible()
  await expect(panel(page).getByRole('list', { name: 'Tags' })).toHaveCount(0)
  await page.reload()
  await panel(page).getByRole('button', { name: 'Edit' }).click()
  const tags = page.getByRole('form', { name: 'Edit contact' })
  await expect(tags.getByRole('button', { name: 'Chess Club' })).toHaveAttribute('aria-pressed', 'false')
  await expect(tags.getByRole('button', { name: 'Orchestra' })).toBeVisible()
  await expect(tags.getByRole('button', { name: 'Baseball Team' })).toHaveCount(0)
})

test('renders notes sanitised and answers an unknown contact with a not-found state', async ({ page }) => {
  await openContacts(page)
  const id = await page.evaluate(async () => {
    const headers = { authorization: localStorage.getItem('accessToken')!, 'content-type': 'application/json' }
    const all = await (await fetch('/api/apps/contacts/all', { headers })).json()
    await fetch('/api/apps/contacts/contact', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        id: all[1].id,
        contact: {
          notes: '<p>Safe <em>text</em></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
        },
      }),
    })
    return all[1].id as string
  })
  await page.goto(`/apps/contacts/${id}`)
  await expect(panel(page).locator('em')).toHaveText('text')
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined()
  await page.goto('/apps/contacts/no-such-id')
  await expect(page.getByText('This contact does not exist')).toBeVisible()
})

for (const scheme of ['light', 'dark'] as const) {
  test(`contacts pages pass axe in ${scheme}`, async ({ page }) => {
    await useScheme(page, scheme)
    await openContacts(page)
    await expectAccessible(page)
    await list(page)
      .getByRole('link', { name: /Abner Braun/ })
      .click()
    await expect(panel(page).getByRole('heading', { name: 'Abner Braun' })).toBeVisible()
    await expectAccessible(page)
    await panel(page).getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByRole('form', { name: 'Edit contact' })).toBeVisible()
    await expectAccessible(page)
  })
}
