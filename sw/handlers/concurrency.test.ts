// Twenty requests at once through the real router: fake-indexeddb interleaves their transactions the way
// two tabs (or twenty) would, so a check made outside the write's transaction lets them all pass.
import { describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { contactsSeeder } from '@seeds/contacts'
import { inventorySeeder } from '@seeds/inventory'
import { notesSeeder } from '@seeds/notes'
import { chatSeeder } from '@seeds/chat'
import { scrumboardSeeder } from '@seeds/scrumboard'
import { tasksSeeder } from '@seeds/tasks'
import { variantsSeeder } from '@seeds/variants'
import type { BarberWithSlot, GymSession } from '@/shared/schemas/variants'

const N = 20
const times = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)))
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort()
const exactlyOne = (answers: { status: number }[], other: number) =>
  expect(statuses(answers)).toEqual([200, ...Array<number>(answers.length - 1).fill(other)])

describe('concurrent bookings', () => {
  // A Wednesday morning, local time: the gym has classes later today and the barbers open soon.
  const NOW = new Date(2030, 4, 8, 8, 0)

  it('books one barber slot exactly once; the others answer 409', async () => {
    const h = await createHarness({ seeders: [coreSeeder, variantsSeeder], now: NOW })
    const service = (
      (await h.call('GET', 'api/barber/services')).body as Array<{ id: string; durationMin: number }>
    )[0]!
    const barber = (
      (await h.call('GET', 'api/barber/barbers', { query: { serviceId: service.id } })).body as BarberWithSlot[]
    )[0]!
    const body = { barberId: barber.id, serviceId: service.id, startsAt: barber.nextFreeSlot }
    const answers = await times(N, () => h.call('POST', 'api/barber/appointments', { body }))
    exactlyOne(answers, 409)
    const stored = await h.db
      .table('barberAppointments')
      .where('barberId')
      .equals(barber.id)
      .filter((a) => a.startsAt === barber.nextFreeSlot)
      .count()
    expect(stored).toBe(1)
  })

  it('gives a member one place in a class, however many times it is booked at once', async () => {
    const h = await createHarness({ seeders: [coreSeeder, variantsSeeder], now: NOW })
    const open = ((await h.call('GET', 'api/gym/classes')).body as GymSession[]).find(
      (c) => c.startTime > '08:00' && c.placesLeft > 1 && !c.bookedByMe,
    )!
    const answers = await times(N, () =>
      h.call('POST', `api/gym/classes/${open.id}/bookings`, { body: { date: open.date } }),
    )
    exactlyOne(answers, 409)
    const after = ((await h.call('GET', 'api/gym/classes')).body as GymSession[]).find((c) => c.id === open.id)!
    expect(after.booked).toBe(open.booked + 1)
  })
})

describe('concurrent creations', () => {
  it('keeps one contact tag per title: the first POST creates it, the others answer 409 naming it', async () => {
    const h = await createHarness({ seeders: [coreSeeder, contactsSeeder] })
    const answers = await times(N, () =>
      h.call('POST', 'api/apps/contacts/tag', { body: { tag: { title: 'Chess Club' } } }),
    )
    exactlyOne(answers, 409)
    const created = answers.find((a) => a.status === 200)!.body
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body).toMatchObject({ field: 'tag.title', id: created.id })
    const tags = (await h.call('GET', 'api/apps/contacts/tags')).body as Array<{ id: string; title: string }>
    expect(tags.filter((t) => t.title === 'Chess Club')).toEqual([created])
  })

  it('gives concurrently created tasks distinct consecutive orders', async () => {
    const h = await createHarness({ seeders: [coreSeeder, tasksSeeder] })
    const before = (await h.call('GET', 'api/apps/tasks/all')).body as Array<{ id: string }>
    const answers = await times(N, () => h.call('POST', 'api/apps/tasks/task', { body: { type: 'task' } }))
    expect(statuses(answers)).toEqual(Array<number>(N).fill(200))
    const after = (await h.call('GET', 'api/apps/tasks/all')).body as Array<{ id: string; order: number }>
    expect(after).toHaveLength(before.length + N)
    expect(after.map((t) => t.order)).toEqual([...Array(before.length + N).keys()])
    // The seeded tasks keep their relative order behind the new ones.
    expect(after.slice(N).map((t) => t.id)).toEqual(before.map((t) => t.id))
  })

  it('gives concurrently created task tags distinct places', async () => {
    const h = await createHarness({ seeders: [coreSeeder, tasksSeeder] })
    await times(N, (i) => h.call('POST', 'api/apps/tasks/tag', { body: { tag: { title: `Tag ${i}` } } }))
    const seqs = (await h.db.table('taskTags').toArray()).map((t: { seq: number }) => t.seq)
    expect(new Set(seqs).size).toBe(seqs.length)
  })
})

describe('concurrent creations with a unique key or the next place', () => {
  it('creates one account per email on concurrent sign-ups; the others answer 409', async () => {
    const h = await createHarness()
    const account = { name: 'Ana Pérez', email: 'ana@example.com', password: 'secret1' }
    const answers = await times(N, () => h.call('POST', 'api/auth/sign-up', { body: account, token: null }))
    exactlyOne(answers, 409)
    expect(await h.db.table('users').where('email').equals(account.email).count()).toBe(1)
  })

  it('gives concurrently added scrumboard lists and cards distinct positions', async () => {
    const h = await createHarness({ seeders: [coreSeeder, scrumboardSeeder] })
    const [board] = (await h.call('GET', 'api/apps/scrumboard/boards')).body
    await times(N, (i) =>
      h.call('POST', 'api/apps/scrumboard/board/list', { body: { list: { boardId: board.id, title: `List ${i}` } } }),
    )
    const lists = (await h.call('GET', 'api/apps/scrumboard/board', { query: { id: board.id } })).body.lists as Array<{
      id: string
      position: number
    }>
    expect(new Set(lists.map((l) => l.position)).size).toBe(lists.length)
    await times(N, (i) =>
      h.call('PUT', 'api/apps/scrumboard/board/card', {
        body: { card: { boardId: board.id, listId: lists[0]!.id, title: `Card ${i}` } },
      }),
    )
    const cards = await h.db.table('boardCards').where('listId').equals(lists[0]!.id).toArray()
    expect(new Set(cards.map((c: { position: number }) => c.position)).size).toBe(cards.length)
  })

  it('gives concurrently added shortcuts distinct places', async () => {
    const h = await createHarness({ seeders: [coreSeeder] })
    await times(N, (i) =>
      h.call('POST', 'api/common/shortcuts', {
        body: { shortcut: { label: `S${i}`, icon: 'star', link: '/apps/notes', useRouter: true } },
      }),
    )
    const rows = await h.db.table('shortcuts').toArray()
    expect(new Set(rows.map((r: { position: number }) => r.position)).size).toBe(rows.length)
  })
})

describe('concurrent appends to one row', () => {
  it('keeps every chat message sent at once', async () => {
    const h = await createHarness({ seeders: [coreSeeder, chatSeeder] })
    const [chat] = (await h.call('GET', 'api/apps/chat/chats')).body
    const answers = await times(N, (i) =>
      h.call('POST', 'api/apps/chat/message', { body: { chatId: chat.id, value: `Message ${i}` } }),
    )
    expect(statuses(answers)).toEqual(Array<number>(N).fill(200))
    const stored = (await h.call('GET', 'api/apps/chat/chat', { query: { id: chat.id } })).body
    expect(stored.messages).toHaveLength(chat.messages.length + N)
  })

  it('keeps every note task added at once', async () => {
    const h = await createHarness({ seeders: [coreSeeder, notesSeeder] })
    const [note] = (await h.call('GET', 'api/apps/notes/all')).body
    await times(N, (i) =>
      h.call('POST', 'api/apps/notes/tasks', { body: { note: { id: note.id }, task: `Task ${i}` } }),
    )
    const stored = (await h.call('GET', 'api/apps/notes/all')).body.find((n: { id: string }) => n.id === note.id)
    expect(stored.tasks).toHaveLength((note.tasks?.length ?? 0) + N)
  })
})

describe('concurrent reorders of a whole list', () => {
  // Each request sends a different full order (the list with one pair of neighbours swapped); whichever
  // commits last decides. A reorder that read the rows outside its write writes only what differs from a
  // stale read, and the swaps of several requests would mix into an order nobody sent.
  const swaps = <T>(items: T[]) =>
    Array.from({ length: N }, (_, n) => {
      const i = n % (items.length - 1)
      return items.map((item, j) => (j === i ? items[i + 1]! : j === i + 1 ? items[i]! : item))
    })

  it('tasks: 20 at once all answer 200 and leave exactly one of the sent orders, 0..n-1', async () => {
    const h = await createHarness({ seeders: [coreSeeder, tasksSeeder] })
    const tasks = (await h.call('GET', 'api/apps/tasks/all')).body as Array<{ id: string }>
    const orders = swaps(tasks.map((t) => ({ id: t.id })))
    const answers = await Promise.all(
      orders.map((sent) => h.call('PATCH', 'api/apps/tasks/order', { body: { tasks: sent } })),
    )
    expect(statuses(answers)).toEqual(Array<number>(N).fill(200))
    const after = (await h.call('GET', 'api/apps/tasks/all')).body as Array<{ id: string; order: number }>
    expect(after.map((t) => t.order)).toEqual([...tasks.keys()])
    expect(orders.map((o) => o.map((t) => t.id))).toContainEqual(after.map((t) => t.id))
  })

  it('scrumboard card positions: 20 at once leave exactly one of the sent orders', async () => {
    const h = await createHarness({ seeders: [coreSeeder, scrumboardSeeder] })
    const [board] = (await h.call('GET', 'api/apps/scrumboard/boards')).body
    const cards = (await h.call('GET', 'api/apps/scrumboard/board', { query: { id: board.id } })).body.lists.flatMap(
      (l: { cards: unknown[] }) => l.cards,
    ) as Array<{ id: string; listId: string; boardId: string }>
    const orders = swaps(cards.map(({ id, listId, boardId }) => ({ id, listId, boardId })))
    const answers = await Promise.all(
      orders.map((sent) => h.call('PATCH', 'api/apps/scrumboard/board/card/positions', { body: { cards: sent } })),
    )
    expect(statuses(answers)).toEqual(Array<number>(N).fill(200))
    const stored = (await h.db.table('boardCards').where('boardId').equals(board.id).toArray()) as Array<{
      id: string
      position: number
    }>
    const byPosition = stored.sort((a, b) => a.position - b.position)
    expect(byPosition.map((c) => c.position)).toEqual([...cards.keys()])
    expect(orders.map((o) => o.map((c) => c.id))).toContainEqual(byPosition.map((c) => c.id))
  })
})

describe('concurrent updates based on one version', () => {
  it.each([
    ['contacts', 'api/apps/contacts/contact', 'contact', { title: 'Chief' }, { company: 'Acme' }],
    ['inventory products', 'api/apps/ecommerce/inventory/product', 'product', { name: 'Mine' }, { sku: 'THEIRS-1' }],
    ['tasks', 'api/apps/tasks/task', 'task', { title: 'Mine' }, { notes: 'Theirs' }],
  ] as const)(
    '%s: of 20 edits from two tabs based on one version, one wins and 19 answer 409',
    async (_n, path, key, a, b) => {
      const h = await createHarness({ seeders: [coreSeeder, contactsSeeder, inventorySeeder, tasksSeeder] })
      const read = async () => {
        if (key === 'contact') return (await h.call('GET', 'api/apps/contacts/all')).body[0]
        if (key === 'task') return (await h.call('GET', 'api/apps/tasks/all')).body[0]
        return (await h.call('GET', 'api/apps/ecommerce/inventory/products')).body.products[0]
      }
      const row = await read()
      const answers = await times(N, (i) =>
        h.call('PATCH', path, { body: { id: row.id, [key]: i % 2 ? a : b, version: row.version } }),
      )
      exactlyOne(answers, 409)
      const winner = answers.find((x) => x.status === 200)!.body
      expect(winner.version).toBe(row.version + 1)
      for (const refused of answers.filter((x) => x.status === 409)) expect(refused.body.current).toEqual(winner)
    },
  )

  async function race(h: Harness, path: string, bodies: [unknown, unknown]) {
    return Promise.all(bodies.map((body) => h.call('PATCH', path, { body })))
  }

  it('contacts: one edit wins, the other answers 409 with the winner as current', async () => {
    const h = await createHarness({ seeders: [coreSeeder, contactsSeeder] })
    const [contact] = (await h.call('GET', 'api/apps/contacts/all')).body
    const answers = await race(h, 'api/apps/contacts/contact', [
      { id: contact.id, contact: { title: 'Chief' }, version: contact.version },
      { id: contact.id, contact: { company: 'Acme' }, version: contact.version },
    ])
    expect(statuses(answers)).toEqual([200, 409])
    const winner = answers.find((a) => a.status === 200)!.body
    expect(answers.find((a) => a.status === 409)!.body.current).toEqual(winner)
    expect((await h.call('GET', 'api/apps/contacts/contact', { query: { id: contact.id } })).body).toEqual(winner)
  })

  it('inventory products: one edit wins, the other answers 409', async () => {
    const h = await createHarness({ seeders: [coreSeeder, inventorySeeder] })
    const [product] = (await h.call('GET', 'api/apps/ecommerce/inventory/products')).body.products
    const answers = await race(h, 'api/apps/ecommerce/inventory/product', [
      { id: product.id, product: { name: 'Mine' }, version: product.version },
      { id: product.id, product: { sku: 'THEIRS-1' }, version: product.version },
    ])
    expect(statuses(answers)).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)!.body.current).toEqual(answers.find((a) => a.status === 200)!.body)
  })

  it('notes: one edit wins, the other answers 409', async () => {
    const h = await createHarness({ seeders: [coreSeeder, notesSeeder] })
    const [note] = (await h.call('GET', 'api/apps/notes/all')).body
    const plain = { ...note, labels: note.labels.map((l: { id: string }) => l.id) }
    const answers = await race(h, 'api/apps/notes', [
      { updatedNote: { ...plain, title: 'Mine' }, version: note.version },
      { updatedNote: { ...plain, content: 'Theirs' }, version: note.version },
    ])
    expect(statuses(answers)).toEqual([200, 409])
  })
})
