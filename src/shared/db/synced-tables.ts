import { ALL_STORES, STORES_V4 } from './stores'

/** Tables that stay on each device: its own bookkeeping, and the accounts, which live on the sync server. */
export const LOCAL_ONLY_TABLES: ReadonlySet<string> = new Set([
  'meta',
  'outbox',
  'tombstones',
  'users',
  'authCodes',
  'passwordResets',
])

/** Every table the devices and the sync server exchange rows of (docs/sync.md). */
export const SYNCED_TABLES: ReadonlySet<string> = new Set(
  Object.keys({ ...ALL_STORES, ...STORES_V4 }).filter((t) => !LOCAL_ONLY_TABLES.has(t)),
)
