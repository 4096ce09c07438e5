import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { scrumboardSeeder } from '@seeds/scrumboard'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, scrumboardSeeder] })
})

const P = 'api/apps/scrumboard'
type Label = { id: string; boardId: string; title: string }
type CardV = {
  id: string
  listId: string
  boardId: string
  position: number
  title: string
  labels: Array<Label | null>
  members: string[]
}
type ListV = { id: string; title: string; position: number; cards: CardV[] }
type BoardV = { id: string; title: string; members: string[]; lists: ListV[]; labels: Label[]; lastActivity: string }

const boards = async () =>
  (await h.call('GET', `${P}/boards`)).body as Array<{
    id: string
    title: string
    members: Array<{ id: string; name: string }>
  }>
const board = async (id: string) => (await h.call('GET', `${P}/board`, { query: { id } })).body as BoardV
const admin = async () => board((await boards())[0]!.id)

describe('api/apps/scrumboard boards', () => {
  it('serves the seeded boards with member objects, and the Admin Dashboard in position order', async () => {
    const list = await boards()
    expect(list.map((b) => b.title)).toEqual(['Admin Dashboard', 'Weekly Planning', 'Personal Tasks'])
    expect(list.map((b) => b.members.length)).toEqual([3, 8, 1])
    expect(list[0]!.members[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      avatar: expect.stringMatching(/^assets\/images\/avatars\/(fe)?male-\d\d\.jpg$/),
    })
    expect((await h.call('GET', `${P}/members`)).body).toHaveLength(20)

    const b = await admin()
    expect(b.members.every((m) => typeof m === 'string')).toBe(true)
    expect(b.lists.map((l) => l.title)).toEqual(['To do', 'In progress', 'In review', 'Completed'])
    expect(b.lists.map((l) => l.cards.length)).toEqual([4, 2, 1, 5])
    expect(b.labels.map((l) => l.title)).toEqual(['Research', 'Wireframing', 'Design', 'Development', 'Bug'])
    for (const l of b.lists) {
      expect(l.cards.map((c) => c.position)).toEqual(l.cards.map((_, i) => (i + 1) * 65536))
      for (const c of l.cards)
        for (const lab of c.labels) expect(lab).toMatchObject({ id: expect.any(String), title: expect.any(String) })
    }
    expect((await h.call('GET', `${P}/board`, { query: { id: 'nope' } })).status).toBe(404)
    expect((await h.call('GET', `${P}/board`)).body).toMatchObject({ field: 'id' })
  })

  it('creates (PUT or POST), renames and deletes a board with everything on it', async () => {
    const created = await h.call('PUT', `${P}/board`, { body: { board: { title: 'Launch' } } })
    expect(created.body).toMatchObject({
      title: 'Launch',
      description: '',
      icon: 'layout-dashboard',
      members: [],
      lists: [],
      labels: [],
    })
    expect((await h.call('POST', `${P}/board`, { body: { board: { title: 'Other' } } })).status).toBe(200)
    expect((await boards()).map((b) => b.title)).toEqual([
      'Admin Dashboard',
      'Weekly Planning',
      'Personal Tasks',
      'Launch',
      'Other',
    ])
    expect((await h.call('PUT', `${P}/board`, { body: { board: { title: ' ' } } })).body).toMatchObject({
      field: 'board.title',
    })
    expect(
      (await h.call('PUT', `${P}/board`, { body: { board: { title: 'x', members: ['nope'] } } })).body,
    ).toMatchObject({ field: 'board.members.0' })

    const renamed = await h.call('PATCH', `${P}/board`, {
      body: { id: created.body.id, board: { title: 'Launch v2', description: 'Q3' } },
    })
    expect(renamed.body).toMatchObject({ id: created.body.id, title: 'Launch v2', description: 'Q3' })
    expect((await h.call('PATCH', `${P}/board`, { body: { id: 'nope', board: { title: 'x' } } })).status).toBe(404)

    const b = await admin()
    expect((await h.call('DELETE', `${P}/board`, { query: { id: b.id } })).body).toBe(true)
    expect((await h.call('GET', `${P}/board`, { query: { id: b.id } })).status).toBe(404)
    expect(await h.db.table('boardCards').where('boardId').equals(b.id).count()).toBe(0)
    expect(await h.db.table('boardLists').where('boardId').equals(b.id).count()).toBe(0)
    expect(await h.db.table('boardLabels').where('boardId').equals(b.id).count()).toBe(0)
    expect((await h.call('DELETE', `${P}/board`, { query: { id: b.id } })).status).toBe(404)
  })

  it('searches cards by title or description, optionally within a board', async () => {
    const b = await admin()
    const res = await h.call('GET', `${P}/board/search`, { query: { query: 'DASHBOARD', boardId: b.id } })
    expect(res.body.map((c: CardV) => c.title).sort()).toEqual([
      'Analytics dashboard design',
      'Implement the Analytics dashboard',
      'Implement the Project dashboard',
      'Project dashboard design',
    ])
    expect(res.body[0].labels[0]).toMatchObject({ title: expect.any(String) })
    expect((await h.call('GET', `${P}/board/search`, { query: { query: '' } })).body).toEqual([])
    expect((await h.call('GET', `${P}/board/search`, { query: { query: 'x', boardId: 'nope' } })).status).toBe(404)
  })
})

describe('api/apps/scrumboard lists and cards', () => {
  it('adds a list at the end, renames, repositions and deletes it with its cards', async () => {
    const b = await admin()
    const added = await h.call('POST', `${P}/board/list`, { body: { list: { boardId: b.id, title: 'Blocked' } } })
    expect(added.body).toEqual({
      id: expect.any(String),
      boardId: b.id,
      title: 'Blocked',
      position: 5 * 65536,
      version: 1,
    })
    expect((await h.call('POST', `${P}/board/list`, { body: { list: { boardId: 'nope', title: 'x' } } })).status).toBe(
      404,
    )
    expect(
      (await h.call('POST', `${P}/board/list`, { body: { list: { boardId: b.id, title: '', position: 1 } } })).body,
    ).toMatchObject({ field: 'list.title' })

    expect(
      (await h.call('PATCH', `${P}/board/list`, { body: { list: { id: added.body.id, title: 'Waiting' } } })).body,
    ).toMatchObject({ title: 'Waiting', position: 5 * 65536 })
    expect((await h.call('PATCH', `${P}/board/list`, { body: { list: { id: 'nope', title: 'x' } } })).status).toBe(404)
    const moved = await h.call('PATCH', `${P}/board/lists`, {
      body: { lists: [{ id: added.body.id, position: 32768 }] },
    })
    expect(moved.body).toEqual([{ id: added.body.id, boardId: b.id, title: 'Waiting', position: 32768, version: 3 }])
    expect((await admin()).lists[0]!.title).toBe('Waiting')
    expect(
      (await h.call('PATCH', `${P}/board/lists`, { body: { lists: [{ id: added.body.id, position: 'top' }] } })).body,
    ).toMatchObject({ field: 'lists.0.position' })

    const todo = b.lists[0]!
    expect((await h.call('DELETE', `${P}/board/list`, { query: { id: todo.id } })).body).toBe(true)
    expect(await h.db.table('boardCards').where('listId').equals(todo.id).count()).toBe(0)
    expect((await h.call('DELETE', `${P}/board/list`, { query: { id: todo.id } })).status).toBe(404)
  })

  it('creates a card with PUT at the end of its list and refuses lists of another board', async () => {
    const b = await admin()
    const review = b.lists[2]!
    const res = await h.call('PUT', `${P}/board/card`, {
      body: { card: { boardId: b.id, listId: review.id, title: 'Ship it' } },
    })
    expect(res.body).toMatchObject({
      boardId: b.id,
      listId: review.id,
      title: 'Ship it',
      position: 2 * 65536,
      labels: [],
      description: '',
      dueDate: null,
    })
    const other = await h.call('PUT', `${P}/board`, { body: { board: { title: 'Other' } } })
    expect(
      (
        await h.call('PUT', `${P}/board/card`, {
          body: { card: { boardId: other.body.id, listId: review.id, title: 'x' } },
        })
      ).body,
    ).toMatchObject({ field: 'card.listId' })
    expect(
      (await h.call('PUT', `${P}/board/card`, { body: { card: { boardId: b.id, listId: 'nope', title: 'x' } } }))
        .status,
    ).toBe(404)
  })

  it('patches a card with label objects, answering labels expanded, and moves cards between lists', async () => {
    const b = await admin()
    const card = b.lists[0]!.cards[1]!
    const bug = b.labels.find((l) => l.title === 'Bug')!
    const res = await h.call('PATCH', `${P}/board/card`, {
      body: { id: card.id, card: { ...card, title: 'Research', labels: [bug], dueDate: null, description: 'Why' } },
    })
    expect(res.body).toMatchObject({ id: card.id, title: 'Research', labels: [bug], description: 'Why' })
    expect(
      (await h.call('PATCH', `${P}/board/card`, { body: { id: card.id, card: { labels: ['nope'] } } })).body,
    ).toMatchObject({ field: 'card.labels.0' })
    expect(
      (await h.call('PATCH', `${P}/board/card`, { body: { id: card.id, card: { dueDate: 'later' } } })).body,
    ).toMatchObject({ field: 'card.dueDate' })
    expect((await h.call('PATCH', `${P}/board/card`, { body: { id: 'nope', card: {} } })).status).toBe(404)
    // Without labels the stored ones stay (the template crashed).
    expect(
      (await h.call('PATCH', `${P}/board/card`, { body: { id: card.id, card: { title: 'Kept' } } })).body.labels,
    ).toEqual([bug])

    const done = b.lists[3]!
    const moved = await h.call('PATCH', `${P}/board/cards`, {
      body: { cards: [{ ...card, listId: done.id, position: 6 * 65536 }] },
    })
    expect(moved.body[0]).toMatchObject({ id: card.id, listId: done.id, position: 6 * 65536 })
    const after = await admin()
    expect(after.lists[0]!.cards.map((c) => c.id)).not.toContain(card.id)
    expect(after.lists[3]!.cards.at(-1)!.id).toBe(card.id)
    expect(
      (await h.call('PATCH', `${P}/board/cards`, { body: { cards: [{ id: card.id, listId: 'nope' }] } })).status,
    ).toBe(404)
    expect((await h.call('PATCH', `${P}/board/cards`, { body: { cards: 'x' } })).body).toMatchObject({ field: 'cards' })

    expect((await h.call('DELETE', `${P}/board/card`, { query: { id: card.id } })).body).toBe(true)
    expect((await h.call('DELETE', `${P}/board/card`, { query: { id: card.id } })).status).toBe(404)
  })

  it('stamps the board lastActivity on a change', async () => {
    const b = await admin()
    const later = new Date(Date.now() + 3_600_000)
    h.setNow(later)
    await h.call('PATCH', `${P}/board/card`, { body: { id: b.lists[0]!.cards[0]!.id, card: { title: 'Touched' } } })
    expect((await admin()).lastActivity).toBe(later.toISOString())
  })

  it('sets card positions to their submitted index', async () => {
    const b = await admin()
    const cards = b.lists.flatMap((l) => l.cards)
    const sent = [cards[3]!, cards[2]!, ...cards.filter((_c, i) => i !== 2 && i !== 3)]
    const res = await h.call('PATCH', `${P}/board/card/positions`, { body: { cards: sent } })
    expect(res.body).toHaveLength(12)
    const pos = new Map(res.body.map((c: CardV) => [c.id, c.position]))
    expect(pos.get(cards[3]!.id)).toBe(0)
    expect(pos.get(cards[2]!.id)).toBe(1)
    expect(pos.get(cards[0]!.id)).toBe(2)
  })

  // The template answered 200 and set every other card of the board to -1.
  it('refuses unknown ids (404) and partial, empty or mismatched lists (400), changing nothing', async () => {
    const b = await admin()
    const cards = b.lists.flatMap((l) => l.cards)
    const positions = async () =>
      (await h.db.table<CardV & { version: number }>('boardCards').toArray()).map((c) => [c.id, c.position, c.version])
    const before = await positions()
    const unknown = await h.call('PATCH', `${P}/board/card/positions`, {
      body: { cards: [...cards, { ...cards[0], id: 'nope' }] },
    })
    expect(unknown).toMatchObject({ status: 404, body: { id: 'nope' } })
    expect(
      (await h.call('PATCH', `${P}/board/card/positions`, { body: { cards: cards.slice(1) } })).body,
    ).toMatchObject({ field: 'cards', reason: 'Must list all 12 cards of the board, each once' })
    expect((await h.call('PATCH', `${P}/board/card/positions`, { body: { cards: [] } })).body).toMatchObject({
      field: 'cards',
    })
    expect(
      (await h.call('PATCH', `${P}/board/card/positions`, { body: { cards: [cards[0], cards[0]] } })).body,
    ).toMatchObject({ field: 'cards.1.id' })
    const wrongList = cards.map((c, i) => (i === 0 ? { ...c, listId: b.lists[1]!.id } : c))
    expect((await h.call('PATCH', `${P}/board/card/positions`, { body: { cards: wrongList } })).body).toMatchObject({
      field: 'cards.0.listId',
    })
    expect(await positions()).toEqual(before)
  })
})

describe('api/apps/scrumboard labels', () => {
  it('creates labels first by PUT or POST, renames them, 404s unknown ones', async () => {
    const b = await admin()
    const put = await h.call('PUT', `${P}/board/label`, { body: { label: { boardId: b.id, title: 'Urgent' } } })
    expect(put.body).toEqual({ id: expect.any(String), boardId: b.id, title: 'Urgent', version: 1 })
    const post = await h.call('POST', `${P}/board/label`, { body: { label: { boardId: b.id, title: 'QA' } } })
    const labels = (await h.call('GET', `${P}/board/labels`, { query: { boardId: b.id } })).body as Label[]
    expect(labels.slice(0, 2).map((l) => l.title)).toEqual(['QA', 'Urgent'])
    expect((await h.call('GET', `${P}/board/labels`, { query: { boardId: 'nope' } })).status).toBe(404)
    expect((await h.call('POST', `${P}/board/label`, { body: { label: { boardId: b.id } } })).body).toMatchObject({
      field: 'label.title',
    })
    expect(
      (await h.call('PATCH', `${P}/board/label`, { body: { id: post.body.id, label: { title: 'Quality' } } })).body
        .title,
    ).toBe('Quality')
    expect((await h.call('PATCH', `${P}/board/label`, { body: { id: 'nope', label: { title: 'x' } } })).status).toBe(
      404,
    )
  })

  it('strips a deleted label from the cards that still carry it', async () => {
    const b = await admin()
    const research = b.labels.find((l) => l.title === 'Research')!
    const carrying = b.lists.flatMap((l) => l.cards).filter((c) => c.labels.some((x) => x?.id === research.id))
    expect(carrying.length).toBeGreaterThan(1)
    expect((await h.call('DELETE', `${P}/board/label`, { query: { id: research.id } })).body).toBe(true)
    const after = (await admin()).lists.flatMap((l) => l.cards)
    expect(after.some((c) => c.labels.some((x) => x === null || x.id === research.id))).toBe(false)
    expect(after.find((c) => c.id === carrying[0]!.id)!.labels.map((x) => x!.title)).toEqual([
      'Wireframing',
      'Design',
      'Development',
    ])
    expect((await h.call('DELETE', `${P}/board/label`, { query: { id: research.id } })).status).toBe(404)
  })
})
