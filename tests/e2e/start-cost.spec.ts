import { expect, test } from './fixtures'
import { openClinic } from './clinic.helpers'

// The toolbar's sync indicator opened the whole app database with Dexie on every signed-in page to learn
// that a device without a server does not sync (60-116 ms of a phone's start, docs/performance.md).
test('on a device without a sync server a signed-in page opens no database and Settings › Sync says the data stay here', async ({
  page,
}) => {
  await openClinic(page, 'admin', '/medical/home')
  await page.addInitScript(() => {
    const w = window as unknown as { opened: string[] }
    w.opened = []
    const open = indexedDB.open.bind(indexedDB)
    indexedDB.open = (name: string, version?: number) => {
      w.opened.push(name)
      return open(name, version)
    }
  })
  for (const path of ['/apps/ecommerce/inventory', '/settings']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
    await page.waitForTimeout(2000)
    expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened), path).toEqual([])
  }
  await expect(page.getByTestId('sync-local-only')).toBeVisible()
})
