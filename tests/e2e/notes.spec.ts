import { expect, expectAccessible, openApp, signInViaApi, test, useScheme } from './fixtures'
import type { Page } from '@playwright/test'

async function openNotes(page: Page) {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto('/apps/notes')
  // The first visit of a fresh profile seeds the whole demo database before the first answer.
  await expect(page.getByText('12 notes', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible()
}

const filters = (page: Page) => page.getByRole('navigation', { name: 'Note filters' })

test('adds a note with a checklist and a label, and it is there after a reload', async ({ page }) => {
  await openNotes(page)
  await page.getByRole('button', { name: 'New note' }).click()
  const dialog = page.getByRole('dialog', { name: 'New note' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Write a title, some text, a checklist item or add an image.')).toBeVisible()
  await dialog.getByLabel('Title').fill('Plan the picnic')
  await dialog.getByLabel('Note', { exact: true }).fill('Saturday at <b>noon</b><script>window.hacked = 1</script>')
  await dialog.getByLabel('New checklist item').fill('Blanket')
  await dialog.getByLabel('New checklist item').press('Enter')
  await dialog.getByRole('button', { name: 'Friends' }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('13 notes', { exact: true })).toBeVisible()

  const card = page.getByRole('article').filter({ hasText: 'Plan the picnic' })
  await expect(card.locator('b')).toHaveText('noon')
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined()
  await expect(card.getByRole('checkbox', { name: 'Blanket' })).not.toBeChecked()

  await page.reload()
  await expect(card.getByText('Friends')).toBeVisible()
  await card.getByRole('checkbox', { name: 'Blanket' }).click()
  await expect(card.getByRole('checkbox', { name: 'Blanket' })).toBeChecked()
  await filters(page).getByRole('link', { name: 'Friends', exact: true }).click()
  await expect(page.getByRole('article').filter({ hasText: 'Plan the picnic' })).toBeVisible()
  await page.reload()
  await expect(card.getByRole('checkbox', { name: 'Blanket' })).toBeChecked()
})

test('archives a note, finds it by search in the archive, and deleting a label takes it off the notes', async ({
  page,
}) => {
  await openNotes(page)
  await page.getByRole('button', { name: 'Open note Team lunch' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit note' })
  await dialog.getByRole('button', { name: 'Archive' }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('11 notes', { exact: true })).toBeVisible()
  await filters(page).getByRole('link', { name: 'Archive', exact: true }).click()
  await page.getByLabel('Search notes').fill('italian')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article')).toContainText('Team lunch')

  await page.getByRole('button', { name: 'Edit labels' }).click()
  const labels = page.getByRole('dialog', { name: 'Labels' })
  await labels.getByRole('button', { name: 'Delete label Work' }).click()
  await expect(labels.getByLabel('Rename label Work')).toHaveCount(0)
  await labels.getByRole('button', { name: 'Done' }).click()
  await expect(filters(page).getByRole('link', { name: 'Work', exact: true })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('article')).toContainText('Team lunch')
  await expect(page.getByRole('article').getByText('Work', { exact: true })).toHaveCount(0)
})

for (const scheme of ['light', 'dark'] as const) {
  test(`notes page and editor have no serious accessibility violations (${scheme})`, async ({ page }) => {
    // Several full-page axe scans: slow on a busy machine.
    test.slow()
    await useScheme(page, scheme)
    await openNotes(page)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Open note Gift ideas' }).click()
    await expect(page.getByRole('dialog', { name: 'Edit note' })).toBeVisible()
    await expectAccessible(page)
  })
}
