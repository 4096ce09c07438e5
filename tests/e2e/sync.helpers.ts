// What the sync specs share: their server's life, a device of its own signed in and synced with it, and a
// look into a device's database.
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

/** In the page, reads the worker's database: rows of a table by id, a meta value, or the outbox size. */
export const readDevice = <T>(
  page: Page,
  what: { meta: string } | { outbox: true } | { table: string; ids: string[] },
) =>
  page.evaluate(
    (what) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('clinic-suite')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const store = 'meta' in what ? 'meta' : 'outbox' in what ? 'outbox' : what.table
          const tx = open.result.transaction(store)
          const done = (value: unknown) => (open.result.close(), resolve(value))
          if ('table' in what) {
            const rows: unknown[] = []
            for (const id of what.ids)
              tx.objectStore(store).get(id).onsuccess = (e) => rows.push((e.target as IDBRequest).result ?? null)
            tx.oncomplete = () => done(rows)
            return
          }
          const req = 'meta' in what ? tx.objectStore(store).get(what.meta) : tx.objectStore(store).count()
          req.onsuccess = () =>
            done('meta' in what ? (req.result as { value?: unknown } | undefined)?.value : req.result)
          req.onerror = () => reject(req.error)
        }
      }),
    what,
  ) as Promise<T>
