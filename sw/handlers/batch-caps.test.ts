import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { scrumboardSeeder } from '@seeds/scrumboard'
import { tasksSeeder } from '@seeds/tasks'
import { BATCH_CAPS } from '@/shared/constants/batch-caps'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, scrumboardSeeder, tasksSeeder] })
})

/** Every table and the outbox, to show that a refused batch touched nothing. */
const snapshot = async () => ({
  cards: await h.db.table('boardCards').toArray(),
  lists: await h.db.table('boardLists').toArray(),
  tasks: await h.db.table('tasks').toArray(),
  outbox: await h.db.table('outbox').count(),
})

const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i))

describe('batch routes refuse a list over their cap with 413, before touching data', () => {
  it('PATCH scrumboard card/positions takes at most the cap', async () => {
    const card = (await h.db.table('boardCards').toCollection().first()) as {
      id: string
      listId: string
      boardId: string
    }
    const before = await snapshot()
    const res = await h.call('PATCH', 'api/apps/scrumboard/board/card/positions', {
      body: { cards: times(BATCH_CAPS.cardPositions + 1, () => card) },
    })
    expect(res).toEqual({
      status: 413,
      body: {
        error: `cards: At most ${BATCH_CAPS.cardPositions} entries`,
        field: 'cards',
        reason: `At most ${BATCH_CAPS.cardPositions} entries`,
        max: BATCH_CAPS.cardPositions,
      },
    })
    expect(await snapshot()).toEqual(before)
    // At the cap the size passes, and the list is judged on its content (one card sent 2,000 times is a duplicate).
    const atCap = await h.call('PATCH', 'api/apps/scrumboard/board/card/positions', {
      body: { cards: times(BATCH_CAPS.cardPositions, () => card) },
    })
    expect(atCap).toMatchObject({ status: 400, body: { field: 'cards.1.id', reason: 'Duplicate card' } })
  })

  it('PATCH scrumboard cards takes at most the cap, and refuses a card twice by name', async () => {
    const card = (await h.db.table('boardCards').toCollection().first()) as { id: string }
    const before = await snapshot()
    const res = await h.call('PATCH', 'api/apps/scrumboard/board/cards', {
      body: { cards: times(BATCH_CAPS.cards + 1, () => ({ id: card.id, title: 'x' })) },
    })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({
      field: 'cards',
      reason: `At most ${BATCH_CAPS.cards} entries`,
      max: BATCH_CAPS.cards,
    })
    const twice = await h.call('PATCH', 'api/apps/scrumboard/board/cards', {
      body: {
        cards: [
          { id: card.id, title: 'a' },
          { id: card.id, title: 'b' },
        ],
      },
    })
    expect(twice).toEqual({
      status: 400,
      body: { error: 'cards.1.id: Duplicate card', field: 'cards.1.id', reason: 'Duplicate card' },
    })
    expect(await snapshot()).toEqual(before)
  })

  it('PATCH scrumboard board/lists takes at most the cap, and refuses a list twice by name', async () => {
    const list = (await h.db.table('boardLists').toCollection().first()) as { id: string }
    const before = await snapshot()
    const res = await h.call('PATCH', 'api/apps/scrumboard/board/lists', {
      body: { lists: times(BATCH_CAPS.lists + 1, () => ({ id: list.id, title: 'x' })) },
    })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({
      field: 'lists',
      reason: `At most ${BATCH_CAPS.lists} entries`,
      max: BATCH_CAPS.lists,
    })
    const twice = await h.call('PATCH', 'api/apps/scrumboard/board/lists', {
      body: {
        lists: [
          { id: list.id, title: 'a' },
          { id: list.id, title: 'b' },
        ],
      },
    })
    expect(twice).toEqual({
      status: 400,
      body: { error: 'lists.1.id: Duplicate list', field: 'lists.1.id', reason: 'Duplicate list' },
    })
    expect(await snapshot()).toEqual(before)
  })

  it('PATCH tasks/order takes at most the cap', async () => {
    const before = await snapshot()
    const res = await h.call('PATCH', 'api/apps/tasks/order', {
      body: { tasks: times(BATCH_CAPS.tasksOrder + 1, (i) => ({ id: `t${i}` })) },
    })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({
      field: 'tasks',
      reason: `At most ${BATCH_CAPS.tasksOrder} entries`,
      max: BATCH_CAPS.tasksOrder,
    })
    expect(await snapshot()).toEqual(before)
  })
})
