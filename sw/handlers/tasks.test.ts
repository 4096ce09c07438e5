import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { tasksSeeder } from '@seeds/tasks'
import { markMatches } from './tasks'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, tasksSeeder] })
})

const all = async () =>
  (await h.call('GET', 'api/apps/tasks/all')).body as Array<{
    id: string
    type: string
    title: string
    order: number
    completed: boolean
    tags: string[]
  }>

describe('api/apps/tasks', () => {
  it('serves the seeded 30 items in order: 3 sections, 27 tasks, 15 completed', async () => {
    const tasks = await all()
    expect(tasks).toHaveLength(30)
    expect(tasks.map((t) => t.order)).toEqual([...Array(30).keys()])
    expect(tasks.filter((t) => t.type === 'section')).toHaveLength(3)
    expect(tasks.filter((t) => t.type === 'task' && t.completed)).toHaveLength(15)
    expect(Object.keys(tasks[1]!).sort()).toEqual([
      'assignedTo',
      'completed',
      'dueDate',
      'id',
      'notes',
      'order',
      'priority',
      'subTasks',
      'tags',
      'title',
      'type',
      'version',
    ])
    const tags = (await h.call('GET', 'api/apps/tasks/tags')).body
    expect(tags.map((t: { title: string }) => t.title)).toEqual([
      'Api',
      'Frontend',
      'Bug',
      'Backend',
      'Urgent',
      'Discuss',
    ])
    expect((await h.call('GET', 'api/apps/tasks/members')).body).toHaveLength(20)
  })

  it('creates a task first and renumbers every order to its index', async () => {
    const before = await all()
    const res = await h.call('POST', 'api/apps/tasks/task', { body: { type: 'task' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      type: 'task',
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      order: 0,
    })
    const after = await all()
    expect(after).toHaveLength(31)
    expect(after[0]!.id).toBe(res.body.id)
    expect(after.slice(1).map((t) => t.id)).toEqual(before.map((t) => t.id))
    expect(after.map((t) => t.order)).toEqual([...Array(31).keys()])
    expect((await h.call('POST', 'api/apps/tasks/task', { body: { type: 'chore' } })).body).toMatchObject({
      field: 'type',
    })
    expect((await h.call('POST', 'api/apps/tasks/task', { body: 'x' })).body).toMatchObject({ field: 'body' })
  })

  it('sets each order to its index in PATCH order', async () => {
    const tasks = await all()
    const reversed = [...tasks].reverse()
    const res = await h.call('PATCH', 'api/apps/tasks/order', { body: { tasks: reversed } })
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(30)
    expect(res.body[0]).toMatchObject({ id: tasks[29]!.id, order: 0 })
    expect(res.body[29]).toMatchObject({ id: tasks[0]!.id, order: 29 })
    expect((await all()).map((t) => t.id)).toEqual(res.body.map((t: { id: string }) => t.id))
  })

  // The template set every task left out to -1: an empty list sent every task to -1.
  it('refuses a partial or empty reorder with 400 and changes nothing', async () => {
    const tasks = await all()
    for (const list of [[], tasks.slice(0, 29)]) {
      const res = await h.call('PATCH', 'api/apps/tasks/order', { body: { tasks: list } })
      expect(res).toMatchObject({ status: 400, body: { field: 'tasks', reason: 'Must list all 30 tasks, each once' } })
    }
    expect(await all()).toEqual(tasks)
  })

  it('refuses a malformed or unknown reorder', async () => {
    expect((await h.call('PATCH', 'api/apps/tasks/order', { body: {} })).body).toMatchObject({ field: 'tasks' })
    expect((await h.call('PATCH', 'api/apps/tasks/order', { body: { tasks: [{ id: 1 }] } })).body).toMatchObject({
      field: 'tasks.0.id',
    })
    const [a] = await all()
    expect((await h.call('PATCH', 'api/apps/tasks/order', { body: { tasks: [a, a] } })).body).toMatchObject({
      field: 'tasks.1.id',
    })
    const unknown = await h.call('PATCH', 'api/apps/tasks/order', { body: { tasks: [{ id: 'nope' }] } })
    expect(unknown).toMatchObject({ status: 404, body: { id: 'nope' } })
    expect((await all()).map((t) => t.order)).toEqual([...Array(30).keys()])
  })

  it('gets, patches and deletes a task, with 404 for unknown ids and 400 naming the field', async () => {
    const [, task] = await all()
    expect((await h.call('GET', 'api/apps/tasks/task', { query: { id: task!.id } })).body.id).toBe(task!.id)
    expect((await h.call('GET', 'api/apps/tasks/task', { query: { id: 'nope' } })).status).toBe(404)
    expect((await h.call('GET', 'api/apps/tasks/task')).body).toMatchObject({ field: 'id' })

    const patched = await h.call('PATCH', 'api/apps/tasks/task', {
      body: { id: task!.id, task: { title: 'Renamed', priority: 2, completed: true, id: 'ignored' } },
    })
    expect(patched.body).toMatchObject({
      id: task!.id,
      title: 'Renamed',
      priority: 2,
      completed: true,
      order: task!.order,
    })
    expect(
      (await h.call('PATCH', 'api/apps/tasks/task', { body: { id: task!.id, task: { priority: 3 } } })).body,
    ).toMatchObject({ field: 'task.priority' })
    expect(
      (await h.call('PATCH', 'api/apps/tasks/task', { body: { id: task!.id, task: { dueDate: 'soon' } } })).body.field,
    ).toBe('task.dueDate')
    expect(
      (await h.call('PATCH', 'api/apps/tasks/task', { body: { id: task!.id, task: { tags: ['nope'] } } })).body.field,
    ).toBe('task.tags.0')
    expect(
      (await h.call('PATCH', 'api/apps/tasks/task', { body: { id: task!.id, task: { assignedTo: 'nope' } } })).body
        .field,
    ).toBe('task.assignedTo')
    expect((await h.call('PATCH', 'api/apps/tasks/task', { body: { id: task!.id } })).body.field).toBe('task')
    expect((await h.call('PATCH', 'api/apps/tasks/task', { body: { id: 'nope', task: {} } })).status).toBe(404)

    expect((await h.call('DELETE', 'api/apps/tasks/task', { query: { id: task!.id } })).body).toBe(true)
    expect((await h.call('DELETE', 'api/apps/tasks/task', { query: { id: task!.id } })).status).toBe(404)
    expect(await all()).toHaveLength(29)
  })

  it('searches title or notes and marks every title match', async () => {
    const [, task] = await all()
    await h.call('PATCH', 'api/apps/tasks/task', {
      body: { id: task!.id, task: { title: 'Fix <b>bold</b> FIX fix', notes: null } },
    })
    const res = await h.call('GET', 'api/apps/tasks/search', { query: { query: 'fix' } })
    const hit = res.body.find((t: { id: string }) => t.id === task!.id)
    expect(hit.title).toBe('<mark>Fix</mark> &#60;b&#62;bold&#60;/b&#62; <mark>FIX</mark> <mark>fix</mark>')
    for (const t of res.body) expect(t.title.toLowerCase()).toContain('<mark>')

    const other = (await all())[5]!
    await h.call('PATCH', 'api/apps/tasks/task', { body: { id: other.id, task: { notes: 'only in the Zebra notes' } } })
    const byNotes = await h.call('GET', 'api/apps/tasks/search', { query: { query: 'zebra' } })
    expect(byNotes.body).toHaveLength(1)
    expect(byNotes.body[0]).toMatchObject({ id: other.id, notes: 'only in the Zebra notes' })
    expect(byNotes.body[0].title).not.toContain('<mark>')

    expect((await h.call('GET', 'api/apps/tasks/search', { query: { query: '' } })).body).toBeNull()
    expect((await h.call('GET', 'api/apps/tasks/search', { query: { query: '.*' } })).body).toEqual([])
  })

  it('creates tags first, renames them, and strips a deleted tag from every task', async () => {
    const created = await h.call('POST', 'api/apps/tasks/tag', { body: { tag: { title: 'Design' } } })
    expect(created.body).toEqual({ id: expect.any(String), title: 'Design' })
    expect((await h.call('GET', 'api/apps/tasks/tags')).body[0].title).toBe('Design')
    expect((await h.call('POST', 'api/apps/tasks/tag', { body: { tag: { title: '  ' } } })).body).toMatchObject({
      field: 'tag.title',
    })
    expect(
      (await h.call('PATCH', 'api/apps/tasks/tag', { body: { id: created.body.id, tag: { title: 'UX' } } })).body.title,
    ).toBe('UX')
    expect((await h.call('PATCH', 'api/apps/tasks/tag', { body: { id: 'nope', tag: { title: 'UX' } } })).status).toBe(
      404,
    )

    const tagged = (await all()).filter((t) => t.tags.length > 0)
    const tagId = tagged[0]!.tags[0]!
    const carrying = tagged.filter((t) => t.tags.includes(tagId)).length
    expect(carrying).toBeGreaterThan(0)
    expect((await h.call('DELETE', 'api/apps/tasks/tag', { query: { id: tagId } })).body).toBe(true)
    expect((await all()).some((t) => t.tags.includes(tagId))).toBe(false)
    expect((await h.call('DELETE', 'api/apps/tasks/tag', { query: { id: tagId } })).status).toBe(404)
    expect((await h.call('GET', 'api/apps/tasks/tags')).body).toHaveLength(6)
  })
})

describe('markMatches', () => {
  it('takes the query literally and escapes the rest', () => {
    expect(markMatches('a+b (c) a+B', 'a+b')).toBe('<mark>a+b</mark> (c) <mark>a+B</mark>')
    expect(markMatches('<img src=x>', 'img')).toBe('&#60;<mark>img</mark> src=x&#62;')
  })
})
