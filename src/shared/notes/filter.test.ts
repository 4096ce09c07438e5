import { describe, expect, it } from 'vitest'
import type { NoteView } from '@/shared/schemas/notes'
import { filterNotes } from './filter'

const note = (id: string, over: Partial<NoteView> = {}): NoteView => ({
  id,
  title: '',
  content: '',
  tasks: null,
  image: null,
  reminder: null,
  labels: [],
  archived: false,
  createdAt: '',
  updatedAt: '',
  ...over,
})
const work = { id: 'w', title: 'Work' }
const notes = [
  note('a', { title: 'Groceries', tasks: [{ id: 't', content: 'Buy milk', completed: false }] }),
  note('b', { content: '<b>Team</b> lunch', labels: [work], reminder: '2030-01-01T09:00:00.000Z' }),
  note('c', { title: 'Old', archived: true, labels: [work] }),
  note('d', { labels: [null] }),
]
const ids = (list: NoteView[]) => list.map((n) => n.id)

describe('filterNotes', () => {
  it('splits live notes, reminders and the archive', () => {
    expect(ids(filterNotes(notes, { view: 'notes' }))).toEqual(['a', 'b', 'd'])
    expect(ids(filterNotes(notes, { view: 'reminders' }))).toEqual(['b'])
    expect(ids(filterNotes(notes, { view: 'archive' }))).toEqual(['c'])
  })

  it('narrows by label, ignoring dangling labels', () => {
    expect(ids(filterNotes(notes, { view: 'notes', label: 'w' }))).toEqual(['b'])
  })

  it('searches title, text without markup and checklist items, case-insensitively', () => {
    expect(ids(filterNotes(notes, { view: 'notes', q: 'MILK' }))).toEqual(['a'])
    expect(ids(filterNotes(notes, { view: 'notes', q: 'team lunch' }))).toEqual(['b'])
    expect(ids(filterNotes(notes, { view: 'notes', q: '<b>' }))).toEqual([])
  })
})
