// What the sync specs share: a device of its own, signed in and synced with the test's server.
import type { Browser, Page } from '@playwright/test'
import { expect } from './fixtures'
import { openClinic, type ACCOUNTS } from './clinic.helpers'

/** A new browser context signed in as `role` on the clinic's home, once its toolbar says "synced". */
export async function syncedDevice(browser: Browser, role: keyof typeof ACCOUNTS): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await openClinic(page, role, '/medical/home')
  await expect(page.getByTestId('sync-trigger')).toHaveAttribute('data-sync', 'synced', { timeout: 120_000 })
  return page
}
