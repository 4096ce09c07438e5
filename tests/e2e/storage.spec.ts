import { expect, test } from './fixtures'
import { openShell } from './shell.helpers'

test('settings shows the device storage and removes a large stored file', async ({ page }) => {
  await openShell(page, '/settings')
  const section = page.getByTestId('storage-section')
  await expect(section.getByTestId('storage-used')).toContainText(/ of /)
  const items = section.getByRole('listitem')
  await expect(items.first()).toBeVisible()
  const count = await items.count()
  const first = await items.first().textContent()
  await items.first().getByRole('button').click()
  await expect(page.getByText('The file was removed')).toBeVisible()
  await expect(items.first()).not.toHaveText(first ?? '')
  expect(await items.count()).toBeLessThanOrEqual(count)
})
