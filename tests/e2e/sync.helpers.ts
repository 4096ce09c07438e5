// What the sync specs share: their server's life, a device of its own, signed in and synced with it.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openClinic, type ACCOUNTS } from './clinic.helpers'
import { syncServer, type SyncServer } from './sync.server'

/** A new browser context signed in as `role` on the clinic's home, once its toolbar says "synced". */
export async function syncedDevice(browser: Browser, role: keyof typeof ACCOUNTS): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await openClinic(page, role, '/medical/home')
  await expect(page.getByTestId('sync-trigger')).toHaveAttribute('data-sync', 'synced', { timeout: 120_000 })
  return page
}

/**
 * The spec's sync server on the port its app is opened on (playwright.sync.config.ts): made before its tests
 * (`made` receives it before it starts) and started; after them the pages it was given are closed, then it.
 */
export function syncServerAround(made: (server: SyncServer) => void = () => {}) {
  let server: SyncServer | undefined
  const pages: Page[] = []
  test.beforeAll(async () => {
    test.setTimeout(300_000)
    server = await syncServer(Number(process.env.E2E_SYNC_PORT ?? 4174))
    made(server)
    await server.start()
  })
  test.afterAll(async () => {
    await Promise.all(pages.map((p) => p.context().close()))
    await server?.dispose()
  })
  /** Has `page`'s context closed after the spec; answers the page. */
  const track = (page: Page) => (pages.push(page), page)
  return {
    track,
    /** A new device of its own (`syncedDevice`), closed after the spec. */
    device: async (browser: Browser, role: keyof typeof ACCOUNTS) => track(await syncedDevice(browser, role)),
  }
}
