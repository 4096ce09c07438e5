import { beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { hasKeys, okCall } from '../../tests/setup/template-client'

/**
 * The template's tasks, notes, scrumboard, chat, academy and file-manager clients, replayed call by call as
 * their Angular services and components make them (API-CONTRACT.md sections 4-13): whole model objects sent
 * back (`new List({...})` with `id: null` and `cards: []`, a card with its labels as objects, a chat with its
 * messages), and the contract's answer shapes asserted. template-client.test.ts holds the other clients.
 */
let h: Harness
beforeAll(async () => {
  h = await createHarness()
})

const ok = okCall(() => h)

const TASK_KEYS = ['id', 'type', 'title', 'notes', 'completed', 'dueDate', 'priority', 'tags', 'order']

describe('the template tasks client', () => {
  it('lists, creates a task, saves the whole details form, searches, reorders and deletes', async () => {
    const tasks = await ok('GET', 'api/apps/tasks/all')
    hasKeys(tasks[0], TASK_KEYS)
    expect(tasks.map((t: { order: number }) => t.order)).toEqual([...tasks.keys()])
    const created = await ok('POST', 'api/apps/tasks/task', { body: { type: 'task' } })
    expect(created).toMatchObject({ type: 'task', title: '', notes: null, completed: false, priority: 1, tags: [] })
    // TasksDetailsComponent: taskForm.value, id included; the date picker's value travels as an ISO string.
    const form = {
      id: created.id,
      type: 'task',
      title: 'Template task',
      notes: 'From the details form',
      completed: false,
      dueDate: '2030-01-15T00:00:00.000Z',
      priority: 2,
      tags: [],
      order: created.order,
    }
    expect(await ok('PATCH', 'api/apps/tasks/task', { body: { id: created.id, task: form } })).toMatchObject(form)
    const found = await ok('GET', 'api/apps/tasks/search', { query: { query: 'template task' } })
    expect(found[0].title).toBe('<mark>Template task</mark>')
    const all = await ok('GET', 'api/apps/tasks/all')
    const reordered = await ok('PATCH', 'api/apps/tasks/order', { body: { tasks: [...all].reverse() } })
    hasKeys(reordered[0], TASK_KEYS)
    expect((await ok('GET', 'api/apps/tasks/all'))[0].id).toBe(all.at(-1).id)
    const tag = await ok('POST', 'api/apps/tasks/tag', { body: { tag: { title: 'Template' } } })
    expect(await ok('PATCH', 'api/apps/tasks/tag', { body: { id: tag.id, tag: { ...tag, title: 'Tmpl' } } })).toEqual(
      expect.objectContaining({ id: tag.id, title: 'Tmpl' }),
    )
    expect(await ok('DELETE', 'api/apps/tasks/tag', { query: { id: tag.id } })).toBe(true)
    expect(await ok('DELETE', 'api/apps/tasks/task', { query: { id: created.id } })).toBe(true)
  })
})

describe('the template notes client', () => {
  it('creates a note as the new-note dialog holds it (id null), saves it back whole, adds a task, labels', async () => {
    const notes = await ok('GET', 'api/apps/notes/all')
    hasKeys(notes[0], ['id', 'title', 'content', 'tasks', 'image', 'reminder', 'labels', 'archived', 'createdAt'])
    const labels = await ok('GET', 'api/apps/notes/labels')
    // NotesDetailsComponent's empty note, with one label chosen (labels as objects, as the dialog keeps them).
    const draft = {
      id: null,
      title: 'Template note',
      content: 'Written in the template',
      archived: false,
      image: null,
      reminder: null,
      labels: [labels[0]],
      tasks: [],
    }
    const created = await ok('POST', 'api/apps/notes', { body: { note: draft } })
    expect(created).toMatchObject({ id: expect.any(String), title: 'Template note' })
    // NotesService.updateNote: a deep clone of the note as read, labels reduced to ids.
    const read = (await ok('GET', 'api/apps/notes/all')).find((n: { id: string }) => n.id === created.id)
    const updatedNote = { ...read, title: 'Template note 2', labels: read.labels.map((l: { id: string }) => l.id) }
    expect(await ok('PATCH', 'api/apps/notes', { body: { updatedNote } })).toMatchObject({
      id: created.id,
      title: 'Template note 2',
    })
    const withTask = await ok('POST', 'api/apps/notes/tasks', { body: { note: updatedNote, task: 'Buy milk' } })
    expect(withTask.tasks).toEqual([{ id: expect.any(String), content: 'Buy milk', completed: false }])
    const afterAdd = await ok('POST', 'api/apps/notes/labels', { body: { title: 'Template' } })
    const added = afterAdd.find((l: { title: string }) => l.title === 'Template')
    expect(
      (await ok('PATCH', 'api/apps/notes/labels', { body: { label: { ...added, title: 'Tmpl' } } })).find(
        (l: { id: string }) => l.id === added.id,
      ).title,
    ).toBe('Tmpl')
    expect(
      (await ok('DELETE', 'api/apps/notes/labels', { query: { id: added.id } })).map((l: { id: string }) => l.id),
    ).not.toContain(added.id)
    expect(await ok('DELETE', 'api/apps/notes', { query: { id: created.id } })).toBe(true)
  })
})

describe('the template scrumboard client', () => {
  it('reads boards, adds a list and a card as model objects, saves them back whole, moves and deletes', async () => {
    const boards = await ok('GET', 'api/apps/scrumboard/boards')
    hasKeys(boards[0], ['id', 'title', 'description', 'icon', 'lastActivity', 'members'])
    const board = await ok('GET', 'api/apps/scrumboard/board', { query: { id: boards[0].id } })
    hasKeys(board, ['id', 'title', 'lists', 'labels', 'members'])
    hasKeys(board.lists[0], ['id', 'boardId', 'position', 'title', 'cards'])
    const last = board.lists.at(-1)
    // ScrumboardBoardComponent.addList: new List({ boardId, position, title }) sets id null and cards [].
    const list = await ok('POST', 'api/apps/scrumboard/board/list', {
      body: {
        list: { id: null, boardId: board.id, position: last.position + 65536, title: 'Template list', cards: [] },
      },
    })
    expect(list).toMatchObject({ id: expect.any(String), boardId: board.id, title: 'Template list' })
    // addCard: new Card({ boardId, listId, position, title }): id, description and dueDate null, labels [].
    const card = await ok('PUT', 'api/apps/scrumboard/board/card', {
      body: {
        card: {
          id: null,
          boardId: board.id,
          listId: list.id,
          position: 65536,
          title: 'Template card',
          description: null,
          labels: [],
          dueDate: null,
        },
      },
    })
    expect(card).toMatchObject({ id: expect.any(String), listId: list.id, title: 'Template card' })
    // updateListTitle: the whole List, its cards included.
    const renamed = await ok('PATCH', 'api/apps/scrumboard/board/list', {
      body: { list: { ...list, title: 'Template list 2', cards: [card] } },
    })
    expect(renamed).toMatchObject({ id: list.id, title: 'Template list 2' })
    // The card details dialog: the whole card, labels as objects.
    const saved = await ok('PATCH', 'api/apps/scrumboard/board/card', {
      body: { id: card.id, card: { ...card, description: 'Details', labels: [board.labels[0]] } },
    })
    expect(saved).toMatchObject({ id: card.id, description: 'Details' })
    expect(saved.labels).toEqual([expect.objectContaining({ id: board.labels[0].id, title: board.labels[0].title })])
    // A drop: the moved items, whole, with their new positions.
    const moved = await ok('PATCH', 'api/apps/scrumboard/board/cards', {
      body: { cards: [{ ...saved, listId: board.lists[0].id, position: 1 }] },
    })
    expect(moved[0]).toMatchObject({ id: card.id, listId: board.lists[0].id, position: 1 })
    const lists = await ok('PATCH', 'api/apps/scrumboard/board/lists', {
      body: { lists: [{ ...renamed, position: 1, cards: [] }] },
    })
    expect(lists[0]).toMatchObject({ id: list.id, position: 1 })
    const label = await ok('POST', 'api/apps/scrumboard/board/label', {
      body: { label: { boardId: board.id, title: 'Template' } },
    })
    expect(
      await ok('PATCH', 'api/apps/scrumboard/board/label', {
        body: { id: label.id, label: { ...label, title: 'T2' } },
      }),
    ).toMatchObject({ id: label.id, title: 'T2' })
    expect(await ok('DELETE', 'api/apps/scrumboard/board/label', { query: { id: label.id } })).toBe(true)
    expect(await ok('DELETE', 'api/apps/scrumboard/board/card', { query: { id: card.id } })).toBe(true)
    expect(await ok('DELETE', 'api/apps/scrumboard/board/list', { query: { id: list.id } })).toBe(true)
  })
})

describe('the template chat client', () => {
  it('reads chats, contacts and the profile, and mutes a chat by sending it back whole', async () => {
    const chats = await ok('GET', 'api/apps/chat/chats')
    hasKeys(chats[0], ['id', 'contactId', 'contact', 'unreadCount', 'muted', 'lastMessage', 'lastMessageAt'])
    const chat = await ok('GET', 'api/apps/chat/chat', { query: { id: chats[0].id } })
    hasKeys(chat.messages[0], ['id', 'chatId', 'contactId', 'isMine', 'value', 'createdAt'])
    // ConversationComponent.toggleMuteNotifications: chat.muted flipped, the chat sent as it is held.
    const muted = await ok('PATCH', 'api/apps/chat/chat', {
      body: { id: chat.id, chat: { ...chat, muted: !chat.muted } },
    })
    expect(muted).toMatchObject({ id: chat.id, muted: !chat.muted })
    const contacts = await ok('GET', 'api/apps/chat/contacts', { query: { id: chat.contactId } })
    expect(Array.isArray(contacts)).toBe(true)
    const contact = await ok('GET', 'api/apps/chat/contact', { query: { id: chat.contactId } })
    hasKeys(contact, ['id', 'avatar', 'name', 'about', 'details', 'attachments'])
    hasKeys(await ok('GET', 'api/apps/chat/profile'), ['id', 'name', 'email', 'avatar', 'about'])
  })
})

describe('the template academy, file manager and help center clients', () => {
  it('reads categories, courses and one course with its steps', async () => {
    hasKeys((await ok('GET', 'api/apps/academy/categories'))[0], ['id', 'title', 'slug'])
    const courses = await ok('GET', 'api/apps/academy/courses')
    hasKeys(courses[0], ['id', 'title', 'slug', 'description', 'category', 'duration', 'totalSteps', 'progress'])
    const course = await ok('GET', 'api/apps/academy/courses/course', { query: { id: courses[0].id } })
    hasKeys(course.steps[0], ['order', 'title', 'subtitle', 'content'])
  })

  it("reads the root (folderId absent or the string 'null', as Angular sends a null param) and a folder", async () => {
    const root = await ok('GET', 'api/apps/file-manager')
    expect(await ok('GET', 'api/apps/file-manager', { query: { folderId: 'null' } })).toEqual(root)
    expect(root.path).toEqual([])
    const folder = await ok('GET', 'api/apps/file-manager', { query: { folderId: root.folders[0].id } })
    expect(folder.path.at(-1)).toMatchObject({ id: root.folders[0].id })
    hasKeys(root.files[0], ['id', 'folderId', 'name', 'createdBy', 'createdAt', 'modifiedAt', 'size', 'type'])
  })

  it('finds a guide asked for under another category, as the template looks in every category', async () => {
    const [first, second] = await ok('GET', 'api/apps/help-center/guides')
    const guide = await ok('GET', 'api/apps/help-center/guide', {
      query: { categorySlug: first.slug, guideSlug: second.guides[0].slug },
    })
    expect(guide).toMatchObject({ slug: first.slug, guides: [{ slug: second.guides[0].slug }] })
  })
})
