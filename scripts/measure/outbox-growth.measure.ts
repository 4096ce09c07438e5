import { it } from 'vitest'
import { createDb } from '@/shared/db/database'
import { patchRow } from '@/shared/db/mutate'

// Run: npx vitest run -c vitest.measure.config.ts scripts/measure/outbox-growth.measure.ts
// What ten edits of one ~1.9 MB note add to the outbox (entries as JSON: what a sync would push).
it('measures the outbox after ten edits of one large note', async () => {
  const db = createDb(`measure-outbox-${Date.now()}`)
  await db.open()
  await db.table('notes').put({
    id: 'big',
    title: 'big',
    content: 'x'.repeat(1_900_000),
    seq: 0,
    labels: [],
    version: 1,
    updatedAt: new Date(0).toISOString(),
  })
  for (let i = 0; i < 10; i++)
    await patchRow<{ id: string; updatedAt: string; version: number; title: string }>(db, 'notes', 'big', {
      title: `edit ${i}`,
    })
  const entries = await db.table('outbox').toArray()
  const bytes = entries.reduce((n, e) => n + JSON.stringify(e).length, 0)
  console.log(`outbox after ten edits of a 1.9 MB note: ${entries.length} entries, ${(bytes / 1e6).toFixed(1)} MB`)
  db.close()
})
