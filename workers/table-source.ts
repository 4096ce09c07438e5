import type Dexie from 'dexie'
import { tableRevision } from '@/shared/db/mutate'

/**
 * Reads a whole table and its revision in one read transaction, so the rows are exactly the table at
 * that revision. Rows come in the table's base order: by `position` when the table indexes it (lists
 * where new rows go first, like the inventory's products), else by primary key. The warm worker and
 * the cold path both read through here: same rows, same order, same answers.
 */
export async function readTable(db: Dexie, table: string): Promise<{ revision: number; rows: unknown[] }> {
  if (!db.isOpen()) await db.open()
  return db.transaction('r', [table, 'meta'], async () => {
    const t = db.table(table)
    const rows = hasPositionIndex(t) ? await t.orderBy('position').toArray() : await t.toArray()
    return { revision: await tableRevision(db, table), rows }
  })
}

export const hasPositionIndex = (table: Dexie.Table): boolean => table.schema.indexes.some((i) => i.name === 'position')
