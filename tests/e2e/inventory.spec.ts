import type { Page } from '@playwright/test'
import { expect as baseExpect, expectAccessible, signInViaApi, startApp, test, useScheme, PNG_1PX } from './fixtures'

// First visits install the worker (precache) and seed every domain: slow on a busy machine, so the
// waits here are generous (they are limits, not timings under test).
test.describe.configure({ timeout: 480_000 })
const expect = baseExpect.configure({ timeout: 30_000 })
const boot = (page: Page, path: string) => startApp(page, path, 120_000)

const PATH = '/apps/ecommerce/inventory'
const rows = (page: Page) => page.getByTestId('product-row')
const form = (page: Page) => page.getByTestId('product-form')

async function openInventory(page: Page, query = '') {
  await boot(page, '/sign-in')
  await signInViaApi(page)
  await page.goto(PATH + query)
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 })
}

/** The inventory API as the page calls it, for checking what the server holds. */
const apiGet = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(`/api/apps/ecommerce/inventory/${p}`, {
      headers: { authorization: localStorage.getItem('accessToken') ?? '' },
    })
    return res.json()
  }, path)

const pricesOf = async (page: Page) =>
  (await rows(page).locator('td:nth-child(4)').allInnerTexts()).map((t) => Number(t.replace(/[^0-9.]/g, '')))

test('lists, searches, sorts and pages products, keeping it all in the URL', async ({ page }) => {
  await openInventory(page)
  await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible()
  await expect(page.getByTestId('product-count')).toHaveText('23 products')
  await expect(rows(page)).toHaveCount(10)

  await page.getByRole('searchbox', { name: 'Search products' }).fill('ZEON')
  await expect(page).toHaveURL(/search=ZEON/)
  await expect(rows(page).first()).toContainText('Zeon')
  const zeon = await rows(page).count()
  for (let i = 0; i < zeon; i++) await expect(rows(page).nth(i)).toContainText('Zeon')
  await page.getByRole('searchbox', { name: 'Search products' }).fill('')
  await expect(page.getByTestId('product-count')).toHaveText('23 products')

  await page.getByRole('button', { name: 'Sort by Price' }).click()
  await expect(page).toHaveURL(/sort=price/)
  await expect(page.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending')
  await expect
    .poll(async () => {
      const p = await pricesOf(page)
      return p.join() === [...p].sort((a, b) => a - b).join()
    })
    .toBe(true)
  await page.getByRole('button', { name: 'Sort by Price' }).click()
  await expect(page).toHaveURL(/order=desc/)
  await expect
    .poll(async () => {
      const p = await pricesOf(page)
      return p.length === 10 && p.join() === [...p].sort((a, b) => b - a).join()
    })
    .toBe(true)
  const topPrice = (await pricesOf(page))[0]

  await page.getByRole('button', { name: 'Last page' }).click()
  await expect(page).toHaveURL(/page=3/)
  await expect(rows(page)).toHaveCount(3)
  await expect(page.getByText('21–23 of 23')).toBeVisible()
  await page.reload()
  await expect(rows(page)).toHaveCount(3)
  await page.getByRole('button', { name: 'First page' }).click()
  await expect.poll(async () => (await pricesOf(page))[0]).toBe(topPrice)

  await page.getByLabel('Rows per page').selectOption('25')
  await expect(rows(page)).toHaveCount(23)
  await page.getByRole('searchbox', { name: 'Search products' }).fill('no such watch')
  await expect(page.getByText('No products match “no such watch”')).toBeVisible()
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(rows(page)).toHaveCount(23)
})

test('edits a product inline: fields, price, tags, images and the active flag', async ({ page }) => {
  await openInventory(page)
  const first = rows(page).first()
  const id = await first.getAttribute('data-row-id')
  await first.getByRole('button', { name: /^Show details of/ }).click()
  await expect(form(page)).toBeVisible()

  await form(page).getByLabel('Product name').fill('')
  await form(page).getByLabel('Stock', { exact: true }).fill('-1')
  await form(page).getByRole('button', { name: 'Update' }).click()
  await expect(form(page).getByText('Required')).toBeVisible()
  await expect(form(page).getByText('Must be 0 or more')).toBeVisible()

  await form(page).getByLabel('Product name').fill('Aaa Edited Watch')
  await form(page).getByLabel('Stock', { exact: true }).fill('12')
  await form(page).getByLabel('Base price').fill('1000')
  await form(page).getByLabel('Tax %').fill('10')
  await expect(form(page).getByTestId('computed-price')).toHaveValue('$1,100.00')
  await form(page).getByLabel('Category').selectOption({ label: 'Unisex' })

  // Tags: create one from the search text (assigned at once), rename it, drop an existing one.
  await form(page).getByRole('button', { name: 'Edit tags' }).click()
  const tagBox = page.getByRole('dialog', { name: 'Tags' })
  await tagBox.getByLabel('Search or create a tag').fill('Limited')
  await tagBox.getByRole('button', { name: 'Create “Limited”' }).click()
  await expect(tagBox.getByRole('checkbox', { name: 'Limited', exact: true })).toBeChecked()
  await tagBox.getByRole('button', { name: 'Rename Limited' }).click()
  await tagBox.getByLabel('New name for Limited').fill('Limited edition')
  await tagBox.getByRole('button', { name: 'Save' }).click()
  await expect(tagBox.getByRole('checkbox', { name: 'Limited edition', exact: true })).toBeChecked()
  await page.keyboard.press('Escape')
  await form(page).getByRole('button', { name: 'Remove tag watch' }).click()
  await expect(form(page).getByRole('button', { name: 'Remove tag Limited edition' })).toBeVisible()

  // Images: a wrong type and a too-large file are refused; a small PNG is added and made the thumbnail.
  const upload = form(page).locator('input[type=file]')
  await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(form(page).getByRole('alert')).toContainText('is not a PNG, JPEG, WebP or GIF image')
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) })
  await expect(form(page).getByRole('alert')).toContainText('is larger than 1 MB')
  await upload.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG_1PX })
  await form(page).getByRole('button', { name: 'Use image 4 as the thumbnail' }).click()
  await expect(form(page).getByRole('button', { name: 'Image 4, the thumbnail' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await form(page).getByRole('button', { name: 'Remove image 2' }).click()

  await form(page).getByText('Active', { exact: true }).click()
  // An earlier save's toast may still be up: the Update must bring a new one.
  const updatedToasts = () => page.getByText('Product updated').evaluateAll((els) => els.map((e) => e.id))
  const earlier = await updatedToasts()
  await form(page).getByRole('button', { name: 'Update' }).click()
  await expect.poll(async () => (await updatedToasts()).filter((id) => !earlier.includes(id))).toHaveLength(1)
  await expect(form(page).getByText('All changes saved')).toBeVisible()

  const saved = await apiGet(page, `product?id=${id}`)
  const tags = await apiGet(page, 'tags')
  const title = (tagId: string) => tags.find((t: { id: string }) => t.id === tagId)?.title
  expect(saved).toMatchObject({ name: 'Aaa Edited Watch', stock: 12, basePrice: 1000, taxPercent: 10, price: 1100 })
  expect(saved.tags.map(title)).toContain('Limited edition')
  expect(saved.tags.map(title)).not.toContain('watch')
  expect(saved.images).toHaveLength(3)
  expect(saved.thumbnail).toMatch(/^data:image\/png;base64,/)
  expect(saved.images[2]).toBe(saved.thumbnail)
})

test('creates a product that opens its form, and deletes it after confirmation', async ({ page }) => {
  await openInventory(page)
  await page.getByRole('button', { name: 'Add a product' }).click()
  await expect(page.getByText('Product created')).toBeVisible()
  await expect(form(page)).toBeVisible()
  await expect(form(page).getByLabel('Product name')).toHaveValue('A New Product')
  await expect(form(page).getByLabel('Product name')).toBeFocused()
  await expect(page.getByTestId('product-count')).toHaveText('24 products')
  await expect(page).toHaveURL(/open=/)

  await form(page).getByLabel('Product name').fill('Brand New Watch')
  await form(page).getByLabel('SKU').fill('NEW-0001')
  await form(page).getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Product updated')).toBeVisible()

  await form(page).getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this product?' })
  await expect(confirm).toContainText('“Brand New Watch” will be removed for good.')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(form(page)).toBeVisible()
  await form(page).getByRole('button', { name: 'Delete' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Product deleted')).toBeVisible()
  await expect(form(page)).toHaveCount(0)
  await expect(page.getByTestId('product-count')).toHaveText('23 products')
  await expect(page).not.toHaveURL(/open=/)
})

test('deleting a tag removes it from every product', async ({ page }) => {
  await openInventory(page)
  await rows(page)
    .first()
    .getByRole('button', { name: /^Show details of/ })
    .click()
  await form(page).getByRole('button', { name: 'Edit tags' }).click()
  const tagBox = page.getByRole('dialog', { name: 'Tags' })
  await tagBox.getByRole('button', { name: 'Delete 40mm' }).click()
  await expect(tagBox.getByText('Delete “40mm” from every product?')).toBeVisible()
  await tagBox.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Tag “40mm” deleted')).toBeVisible()
  await expect(tagBox.getByRole('checkbox', { name: '40mm', exact: true })).toHaveCount(0)
  const [tags, list] = await Promise.all([apiGet(page, 'tags'), apiGet(page, 'products?page=0&size=50')])
  expect(tags.map((t: { title: string }) => t.title)).not.toContain('40mm')
  const known = new Set(tags.map((t: { id: string }) => t.id))
  expect(list.products.every((p: { tags: string[] }) => p.tags.every((t) => known.has(t)))).toBe(true)
})

test("deleting a tag the open product carries is not a conflict with that form's save", async ({ page }) => {
  await openInventory(page)
  await rows(page)
    .first()
    .getByRole('button', { name: /^Show details of/ })
    .click()
  const id = await rows(page).first().getAttribute('data-row-id')
  const [product, tags] = await Promise.all([apiGet(page, `product?id=${id}`), apiGet(page, 'tags')])
  const carried = tags.find((t: { id: string }) => product.tags.includes(t.id))
  expect(carried).toBeTruthy()
  await form(page).getByRole('button', { name: 'Edit tags' }).click()
  const tagBox = page.getByRole('dialog', { name: 'Tags' })
  await tagBox.getByRole('button', { name: `Delete ${carried.title}`, exact: true }).click()
  await tagBox.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText(`Tag “${carried.title}” deleted`)).toBeVisible()
  await page.keyboard.press('Escape')
  await form(page).getByLabel('SKU').fill('TAGLESS-1')
  await form(page).getByRole('button', { name: 'Update' }).click()
  await expect(form(page).getByText('All changes saved')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Changed by someone else' })).toHaveCount(0)
  expect(await apiGet(page, `product?id=${id}`)).toMatchObject({ sku: 'TAGLESS-1' })
})

test('a deep link opens a product that is not on the page, pinned on top', async ({ page }) => {
  await openInventory(page)
  const last = (await apiGet(page, 'products?page=2&size=10')).products[2]
  await page.goto(`${PATH}?open=${last.id}`)
  await expect(form(page)).toBeVisible()
  await expect(form(page).getByLabel('Product name')).toHaveValue(last.name)
  await expect(rows(page).first()).toHaveAttribute('data-row-id', last.id)
})

test('works on a phone and passes axe in light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await useScheme(page, 'dark')
  await openInventory(page)
  await expect(page.getByRole('columnheader', { name: /SKU/ })).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByLabel('Sort by').selectOption('price:desc')
  await expect(page).toHaveURL(/sort=price&order=desc|order=desc&sort=price/)
  await rows(page).first().locator('td').nth(1).click()
  await expect(form(page)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page, 'main')
  await page.setViewportSize({ width: 1440, height: 900 })
  await useScheme(page, 'light')
  await page.reload()
  await expect(form(page)).toBeVisible()
  await expectAccessible(page, 'main')
})
