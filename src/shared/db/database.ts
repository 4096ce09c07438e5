import Dexie, { type DexieOptions } from 'dexie'
import { ALL_STORES, STORES_V4 } from './stores'

export const DB_NAME = 'clinic-suite'

/**
 * The one database every context opens: the page's query worker, the service worker, the seeds and the
 * tests. Version 1 is the first schema; later versions only add, and their upgrades never drop data.
 */
export type AppDb = Dexie

export function createDb(name = DB_NAME, options?: DexieOptions): AppDb {
  const db = new Dexie(name, options)
  declareVersions(db)
  return db
}

export function declareVersions(db: Dexie): void {
  db.version(1).stores(ALL_STORES)
  // v2: rows written before every write was stamped get the sync fields, so sync can start from them.
  db.version(2)
    .stores({})
    .upgrade(async (tx) => {
      const at = new Date(0).toISOString()
      // The tables of version 2 only: later versions' tables do not exist yet at this step of an upgrade.
      for (const table of Object.keys(ALL_STORES)) {
        if (table === 'meta' || table === 'outbox' || table === 'tombstones') continue
        await tx
          .table(table)
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            if (typeof row.version !== 'number') row.version = 1
            if (typeof row.updatedAt !== 'string') row.updatedAt = at
          })
      }
    })
  // v3: mail is per account. Mails and mail labels carry their account (`owner`, indexed); those from before
  // (the seeded demo mail and the codes and reset links that went to the shared inbox) become the demo admin's.
  db.version(3)
    .stores({ mails: 'id, folder, date, owner', mailLabels: 'id, &slug, owner' })
    .upgrade(async (tx) => {
      const users = tx.table<{ id: string; email: string; role: string }>('users')
      const admin =
        (await users.where('email').equals(DEMO_ADMIN_EMAIL).first()) ??
        (await users.filter((u) => u.role === 'admin').first())
      if (!admin) return
      for (const table of ['mails', 'mailLabels']) {
        await tx
          .table(table)
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            if (typeof row.owner !== 'string') row.owner = admin.id
          })
      }
    })
  // v4: support requests filed from the help center.
  db.version(4).stores(STORES_V4)
}

/** The demo admin of the seeds, who owned the mailbox before mail was per account. */
const DEMO_ADMIN_EMAIL = 'hughes.brian@company.com'

export const SYNC_TABLES = ['outbox', 'tombstones', 'meta'] as const
