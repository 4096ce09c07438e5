import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { notesSeeder } from '@seeds/notes'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, notesSeeder] })
})

type Label = { id: string; title: string }
type NoteView = {
  id: string
  title: string
  labels: Array<Label | null>
  tasks: unknown[] | null
  image: string | null
  reminder: string | null
  archived: boolean
}
const all = async () => (await h.call('GET', 'api/apps/notes/all')).body as NoteView[]
const labels = async () => (await h.call('GET', 'api/apps/notes/labels')).body as Label[]

describe('api/apps/notes', () => {
  it('serves 15 seeded notes with labels expanded to objects and only local images', async () => {
    const notes = await all()
    expect(notes).toHaveLength(15)
    expect(notes.filter((n) => n.archived)).toHaveLength(3)
    expect(notes.filter((n) => n.tasks)).toHaveLength(4)
    expect(notes.filter((n) => n.reminder)).toHaveLength(5)
    const images = notes.filter((n) => n.image).map((n) => n.image!)
    expect(images).toHaveLength(2)
    for (const src of images) expect(src.startsWith('data:image/svg+xml')).toBe(true)
    expect(notes[0]!.labels[0]).toEqual({ id: expect.any(String), title: 'Family' })
    expect((await labels()).map((l) => l.title)).toEqual(['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'])
  })

  it('appends a created note and answers it with label ids', async () => {
    const [work] = (await labels()).filter((l) => l.title === 'Work')
    const res = await h.call('POST', 'api/apps/notes', {
      body: { note: { title: 'New', content: 'Body', labels: [work!.id] } },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: expect.any(String),
      title: 'New',
      content: 'Body',
      labels: [work!.id],
      tasks: null,
      image: null,
      reminder: null,
      archived: false,
    })
    expect(res.body.createdAt).toEqual(expect.any(String))
    const notes = await all()
    expect(notes).toHaveLength(16)
    expect(notes.at(-1)).toMatchObject({ id: res.body.id, labels: [work] })
  })

  it('refuses bad notes naming the field', async () => {
    expect((await h.call('POST', 'api/apps/notes', { body: {} })).body).toMatchObject({ field: 'note' })
    expect((await h.call('POST', 'api/apps/notes', { body: { note: { title: 5 } } })).body).toMatchObject({
      field: 'note.title',
    })
    expect((await h.call('POST', 'api/apps/notes', { body: { note: { labels: ['nope'] } } })).body).toMatchObject({
      field: 'note.labels.0',
      reason: 'Unknown label',
    })
    expect(
      (await h.call('POST', 'api/apps/notes', { body: { note: { image: 'https://example.com/x.png' } } })).body,
    ).toMatchObject({ field: 'note.image' })
    expect((await h.call('POST', 'api/apps/notes', { body: { note: { reminder: 'tomorrow' } } })).body).toMatchObject({
      field: 'note.reminder',
    })
    expect(
      (await h.call('POST', 'api/apps/notes', { body: { note: { tasks: [{ content: 'x' }] } } })).body,
    ).toMatchObject({ field: 'note.tasks.0.id' })
  })

  it('replaces the whole note on PATCH, accepting labels as objects, and 404s unknown notes', async () => {
    const [note] = await all()
    const res = await h.call('PATCH', 'api/apps/notes', {
      body: { updatedNote: { ...note, title: 'Changed', tasks: null, archived: true } },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: note!.id,
      title: 'Changed',
      tasks: null,
      archived: true,
      labels: note!.labels.map((l) => l!.id),
    })
    const replaced = await h.call('PATCH', 'api/apps/notes', {
      body: { updatedNote: { id: note!.id, title: 'Only title' } },
    })
    expect(replaced.body).toMatchObject({ title: 'Only title', content: '', labels: [], archived: false })
    expect((await all())[0]).toMatchObject({ id: note!.id, title: 'Only title' })
    expect((await h.call('PATCH', 'api/apps/notes', { body: { updatedNote: { id: 'nope' } } })).status).toBe(404)
    expect((await h.call('PATCH', 'api/apps/notes', { body: { updatedNote: {} } })).body).toMatchObject({ field: 'id' })
  })

  it('deletes a note, 404 the second time', async () => {
    const [note] = await all()
    expect((await h.call('DELETE', 'api/apps/notes', { query: { id: note!.id } })).body).toBe(true)
    expect((await h.call('DELETE', 'api/apps/notes', { query: { id: note!.id } })).status).toBe(404)
    expect(await all()).toHaveLength(14)
  })

  it('appends a checklist task, creating the list when the note had none', async () => {
    const note = (await all()).find((n) => !n.tasks)!
    const res = await h.call('POST', 'api/apps/notes/tasks', { body: { note, task: 'Water the plants' } })
    expect(res.body.tasks).toEqual([{ id: expect.any(String), content: 'Water the plants', completed: false }])
    expect(res.body.labels.every((l: unknown) => typeof l === 'string')).toBe(true)
    expect((await h.call('POST', 'api/apps/notes/tasks', { body: { note, task: '' } })).body).toMatchObject({
      field: 'task',
    })
    expect((await h.call('POST', 'api/apps/notes/tasks', { body: { note: { id: 'nope' }, task: 'x' } })).status).toBe(
      404,
    )
  })

  it('creates, renames and deletes labels answering the whole list; a deleted label leaves every note', async () => {
    const created = await h.call('POST', 'api/apps/notes/labels', { body: { title: 'Travel' } })
    expect(created.body).toHaveLength(7)
    expect(created.body.at(-1)).toEqual({ id: expect.any(String), title: 'Travel' })
    expect((await h.call('POST', 'api/apps/notes/labels', { body: { title: '' } })).body).toMatchObject({
      field: 'title',
    })
    const travel = created.body.at(-1) as Label
    const renamed = await h.call('PATCH', 'api/apps/notes/labels', {
      body: { label: { id: travel.id, title: 'Trips' } },
    })
    expect(renamed.body.at(-1)).toEqual({ id: travel.id, title: 'Trips' })
    expect(
      (await h.call('PATCH', 'api/apps/notes/labels', { body: { label: { id: 'nope', title: 'x' } } })).status,
    ).toBe(404)
    expect((await h.call('PATCH', 'api/apps/notes/labels', { body: { label: { id: travel.id } } })).body).toMatchObject(
      { field: 'label.title' },
    )

    const family = (await labels()).find((l) => l.title === 'Family')!
    const before = (await all()).filter((n) => n.labels.some((l) => l?.id === family.id)).length
    expect(before).toBeGreaterThan(1)
    const left = await h.call('DELETE', 'api/apps/notes/labels', { query: { id: family.id } })
    expect(left.body.map((l: Label) => l.title)).not.toContain('Family')
    const notes = await all()
    expect(notes.some((n) => n.labels.some((l) => l === null || l.id === family.id))).toBe(false)
    expect((await h.call('DELETE', 'api/apps/notes/labels', { query: { id: family.id } })).status).toBe(404)
  })
})
