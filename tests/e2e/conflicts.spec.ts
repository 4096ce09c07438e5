import type { Page } from '@playwright/test'
import { expect, expectAccessible, openApp, signInViaApi, test, PNG_1PX } from './fixtures'

test.describe.configure({ timeout: 120_000 })

const panel = (page: Page) => page.getByRole('complementary', { name: 'Contact details' })
const form = (page: Page) => page.getByRole('form', { name: 'Edit contact' })

/** Two tabs of one browser, both editing Abner Braun; the first saves a new title. Answers the second tab. */
async function twoTabsEditing(page: Page): Promise<{ other: Page; oldTitle: string }> {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto('/apps/contacts')
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible({ timeout: 45_000 })
  await page
    .getByRole('region', { name: 'Contact list' })
    .getByRole('link', { name: /Abner Braun/ })
    .click()
  await expect(panel(page).getByRole('heading', { name: 'Abner Braun' })).toBeVisible()
  const other = await page.context().newPage()
  await other.goto(page.url())
  for (const tab of [page, other]) {
    await panel(tab).getByRole('button', { name: 'Edit' }).click()
    await expect(form(tab).getByLabel('Name')).toHaveValue('Abner Braun')
  }
  const oldTitle = await form(page).getByLabel('Title').inputValue()
  await form(page).getByLabel('Title').fill('Chief Tester')
  await form(page).getByRole('button', { name: 'Save' }).click()
  await expect(panel(page).getByRole('button', { name: 'Edit' })).toBeVisible()
  await form(other).getByLabel('Company').fill('Acme Corp')
  await form(other).getByRole('button', { name: 'Save' }).click()
  return { other, oldTitle }
}

async function savedTitleAndCompany(page: Page) {
  await page.reload()
  await panel(page).getByRole('button', { name: 'Edit' }).click()
  return [await form(page).getByLabel('Title').inputValue(), await form(page).getByLabel('Company').inputValue()]
}

test('a second tab saving an older version sees the conflict and merges field by field', async ({ page }) => {
  const { other } = await twoTabsEditing(page)
  const dialog = other.getByRole('dialog', { name: 'Changed by someone else' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('row', { name: /Title/ })).toContainText('Chief Tester')
  await expect(dialog.getByRole('row', { name: /Company/ })).toContainText('Acme Corp')
  await expectAccessible(other, '[role="dialog"]')
  await dialog.getByRole('radio', { name: 'Take their Title' }).check()
  await dialog.getByRole('button', { name: 'Save merge' }).click()
  await expect(dialog).toBeHidden()
  await expect(panel(other).getByRole('button', { name: 'Edit' })).toBeVisible()
  expect(await savedTitleAndCompany(other)).toEqual(['Chief Tester', 'Acme Corp'])
})

test('"keep mine" saves the second tab\'s whole edit over the first', async ({ page }) => {
  const { other, oldTitle } = await twoTabsEditing(page)
  const dialog = other.getByRole('dialog', { name: 'Changed by someone else' })
  await dialog.getByRole('button', { name: 'Keep mine' }).click()
  await expect(dialog).toBeHidden()
  expect(await savedTitleAndCompany(page)).toEqual([oldTitle, 'Acme Corp'])
})

test('"take theirs" drops the edit and shows the saved row in the form', async ({ page }) => {
  const { other } = await twoTabsEditing(page)
  const dialog = other.getByRole('dialog', { name: 'Changed by someone else' })
  await dialog.getByRole('button', { name: 'Take theirs (reload)' }).click()
  await expect(dialog).toBeHidden()
  await expect(form(other).getByLabel('Title')).toHaveValue('Chief Tester')
  await expect(form(other).getByLabel('Company')).not.toHaveValue('Acme Corp')
})

test("a picture uploaded from the edit form is not a conflict with the same form's save", async ({ page }) => {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto('/apps/contacts')
  await page
    .getByRole('region', { name: 'Contact list' })
    .getByRole('link', { name: /Abner Braun/ })
    .click({ timeout: 45_000 })
  await panel(page).getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Upload picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX })
  await expect(panel(page).getByRole('img', { name: 'Abner Braun' })).toHaveAttribute('src', /^data:image\/png;base64,/)
  await form(page).getByLabel('Title').fill('Picture Taker')
  await form(page).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Contact saved')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Changed by someone else' })).toHaveCount(0)
  expect((await savedTitleAndCompany(page))[0]).toBe('Picture Taker')
})

test('the notes editor shows the conflict over the editor and merges field by field', async ({ page }) => {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto('/apps/notes')
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible({ timeout: 45_000 })
  const other = await page.context().newPage()
  await other.goto('/apps/notes')
  const opener = (tab: Page) => tab.getByRole('button', { name: /^Open note / }).first()
  const title = (await opener(page).getAttribute('aria-label'))!.replace(/^Open note /, '')
  for (const tab of [page, other]) await opener(tab).click()
  const editor = (tab: Page) => tab.getByRole('dialog', { name: 'Edit note' })
  await editor(page).getByLabel('Title').fill('Their title')
  await editor(page).getByRole('button', { name: 'Save' }).click()
  await expect(editor(page)).toBeHidden()
  await editor(other).getByLabel('Note', { exact: true }).fill('My text')
  await editor(other).getByRole('button', { name: 'Save' }).click()
  const dialog = other.getByRole('dialog', { name: 'Changed by someone else' })
  await expect(dialog.getByRole('row', { name: /Title/ })).toContainText(title)
  await dialog.getByRole('radio', { name: 'Take their Title' }).check()
  await dialog.getByRole('button', { name: 'Save merge' }).click()
  await expect(editor(other)).toBeHidden()
  await other.reload()
  const card = other.getByRole('article').filter({ hasText: 'Their title' })
  await expect(card).toContainText('My text')
})

test("the inventory product form shows the conflict and keeps the other tab's change in a merge", async ({ page }) => {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto('/apps/ecommerce/inventory')
  const other = await page.context().newPage()
  await other.goto('/apps/ecommerce/inventory')
  const productForm = (tab: Page) => tab.getByTestId('product-form')
  for (const tab of [page, other]) {
    await tab
      .getByTestId('product-row')
      .first()
      .getByRole('button', { name: /^Show details of/ })
      .click({ timeout: 45_000 })
    await expect(productForm(tab)).toBeVisible()
  }
  const id = await page.getByTestId('product-row').first().getAttribute('data-row-id')
  await productForm(page).getByLabel('Product name').fill('Aaa Their Watch')
  await productForm(page).getByRole('button', { name: 'Update' }).click()
  await expect(productForm(page).getByText('All changes saved')).toBeVisible()
  await productForm(other).getByLabel('SKU').fill('MY-SKU-1')
  await productForm(other).getByRole('button', { name: 'Update' }).click()
  const dialog = other.getByRole('dialog', { name: 'Changed by someone else' })
  await dialog.getByRole('radio', { name: 'Take their Product name' }).check()
  await dialog.getByRole('button', { name: 'Save merge' }).click()
  await expect(dialog).toBeHidden()
  const stored = await other.evaluate(async (productId) => {
    const res = await fetch(`/api/apps/ecommerce/inventory/product?id=${productId}`, {
      headers: { authorization: localStorage.getItem('accessToken') ?? '' },
    })
    return res.json()
  }, id)
  expect(stored).toMatchObject({ name: 'Aaa Their Watch', sku: 'MY-SKU-1' })
})
