import { createDb, type AppDb } from '@/shared/db/database'

let db: AppDb | undefined

/**
 * The worker's database, opened by the page to read the sync's state live (dexie-react-hooks follows
 * Dexie's change events across contexts). The page only reads it: every write goes through the worker's
 * API, which owns the outbox and the revisions.
 */
export const deviceDb = (): AppDb => (db ??= createDb())
