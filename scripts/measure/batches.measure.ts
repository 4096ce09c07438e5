import { it } from 'vitest'
import { createHarness } from '../../tests/setup/api-harness'
import { seedRows } from '@/shared/db/mutate'
import { blankTask } from '@/shared/schemas/tasks'
import { SEEDERS } from '@seeds/index'

// Run: npx vitest run -c vitest.measure.config.ts scripts/measure/batches.measure.ts
// Sizes: MEASURE_SIZES=1000,2000 (default). fake-indexeddb in Node: slower than Chromium, same shape.
const sizes = (process.env.MEASURE_SIZES ?? '1000,2000').split(',').map(Number)
const seeders = SEEDERS.filter((s) => s.name === 'scrumboard' || s.name === 'tasks' || s.name === 'core')

async function time(label: string, run: () => Promise<{ status: number; body: unknown }>) {
  const start = performance.now()
  const res = await run()
  const { status } = res
  console.log(
    `${label}: ${Math.round(performance.now() - start)} ms (status ${status})`,
    status === 200 ? '' : JSON.stringify(res.body),
  )
}

it('times a card positions batch and a tasks order batch of each size', async () => {
  for (const size of sizes) {
    const h = await createHarness({ seeders })
    const list = (await h.db.table('boardLists').toCollection().first()) as { id: string; boardId: string }
    const board = { id: list.boardId }
    const cards = Array.from({ length: size }, (_, i) => ({
      id: `card-${i}`,
      boardId: board.id,
      listId: list.id,
      position: i,
      title: `Card ${i}`,
      description: '',
      labels: [],
      dueDate: null,
      members: [],
    }))
    await seedRows(h.db, 'boardCards', cards)
    const all = (await h.db.table('boardCards').where('boardId').equals(board.id).toArray()) as typeof cards
    await time(`card/positions, ${all.length} cards`, () =>
      h.call('PATCH', 'api/apps/scrumboard/board/card/positions', { body: { cards: all.reverse() } }),
    )

    await seedRows(
      h.db,
      'tasks',
      Array.from({ length: size }, (_, i) =>
        blankTask({ id: `task-${i}`, type: 'task', title: `Task ${i}`, order: 1000 + i }),
      ),
    )
    const tasks = (await h.db.table('tasks').toArray()) as Array<{ id: string }>
    await time(`tasks/order, ${tasks.length} tasks`, () =>
      h.call('PATCH', 'api/apps/tasks/order', { body: { tasks: tasks.reverse() } }),
    )
    h.db.close()
  }
})
