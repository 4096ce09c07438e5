import { expect, expectAccessible, openApp, signInViaApi, test, useScheme } from './fixtures'
import type { Page } from '@playwright/test'

async function openFiles(page: Page, path = '/apps/file-manager') {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto(path)
}

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Folder path' })

test("navigates folders by the URL and the breadcrumb, and shows a file's details", async ({ page }) => {
  await openFiles(page)
  // The first visit of a fresh profile seeds the whole demo database before the first answer.
  await expect(page.getByText('3 folders, 13 files')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('region', { name: 'Folders' }).getByRole('listitem')).toContainText([
    'Personal',
    'Photos',
    'Work',
  ])

  await page.getByRole('link', { name: 'Open folder Personal' }).click()
  await expect(page).toHaveURL(/folderId=/)
  await expect(page.getByRole('heading', { name: 'Personal', level: 1 })).toBeVisible()
  await expect(page.getByText('1 folder, 1 file')).toBeVisible()
  await page.getByRole('link', { name: 'Open folder A personal folder' }).click()
  await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home', 'Personal', 'A personal folder'])
  await expect(breadcrumb(page).getByRole('link', { name: 'A personal folder' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.getByRole('button', { name: 'Show details of Old letters' }).click()
  const details = page.getByRole('complementary', { name: 'Item details' })
  await expect(details.getByRole('heading', { name: 'Old letters' })).toBeVisible()
  await expect(details.getByText('TXT', { exact: true }).first()).toBeVisible()
  await expect(details.getByText('12 KB')).toBeVisible()

  // The folder and the open item are in the URL: a reload comes back to the same place.
  await page.reload()
  await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home', 'Personal', 'A personal folder'], {
    timeout: 30_000,
  })
  await expect(details.getByRole('heading', { name: 'Old letters' })).toBeVisible()
  await details.getByRole('button', { name: 'Close details' }).click()
  await expect(details).toBeHidden()

  await breadcrumb(page).getByRole('link', { name: 'Personal', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Personal', level: 1 })).toBeVisible()
  await breadcrumb(page).getByRole('link', { name: 'Home' }).click()
  await expect(page.getByText('3 folders, 13 files')).toBeVisible()
})

test('in Turkish a folder says how many files it holds and a file its size the Turkish way', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'tr'))
  await openFiles(page)
  await expect(page.getByText('3 klasör, 13 dosya')).toBeVisible({ timeout: 30_000 })
  const folders = page.getByRole('region', { name: 'Klasörler' })
  await expect(folders.getByRole('listitem').first()).toContainText('2 dosya')
  await expect(folders).not.toContainText('files')
  await expect(page.getByRole('region', { name: 'Dosyalar' }).getByRole('listitem').first()).toContainText('4,1 MB')
})

test('switches to the list layout and says when a folder does not exist', async ({ page }) => {
  await openFiles(page, '/apps/file-manager?folderId=does-not-exist')
  await expect(page.getByText('This folder does not exist')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('link', { name: 'Go to the top folder' }).click()
  await page.getByRole('button', { name: 'Show as list' }).click()
  await expect(page.getByRole('button', { name: 'Show as list' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('region', { name: 'Files' }).getByRole('listitem').first()).toContainText('JPG · 4.1 MB')
})

for (const scheme of ['light', 'dark'] as const) {
  test(`file manager has no serious accessibility violations (${scheme})`, async ({ page }) => {
    // Several full-page axe scans: slow on a busy machine.
    test.slow()
    await useScheme(page, scheme)
    await openFiles(page)
    await expect(page.getByText('3 folders, 13 files')).toBeVisible({ timeout: 30_000 })
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Show details of Invoices' }).click()
    await expect(page.getByRole('complementary', { name: 'Item details' })).toBeVisible()
    await expectAccessible(page)
  })
}
