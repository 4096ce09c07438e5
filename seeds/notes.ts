import { seedRows } from '@/shared/db/mutate'
import type { Note, NoteLabel } from '@/shared/schemas/notes'
import type { Seeder } from './types'

const LABELS = ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends']

const svg = (body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">${body}</svg>`)}`

/** Two local pictures (no external addresses): a mountain sunset and a beach. */
const IMAGES = {
  mountains: svg(
    '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs>' +
      '<rect width="640" height="360" fill="url(#s)"/><circle cx="460" cy="150" r="52" fill="#fff7ed" opacity=".9"/>' +
      '<path d="M0 290 170 120 300 250 390 170 640 330V360H0Z" fill="#7c2d12" opacity=".85"/>' +
      '<path d="M0 330 120 240 260 320 420 220 640 340V360H0Z" fill="#431407"/>',
  ),
  beach: svg(
    '<defs><linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>' +
      '<rect width="640" height="360" fill="url(#k)"/><circle cx="120" cy="90" r="40" fill="#fef08a"/>' +
      '<path d="M0 220Q160 190 320 220T640 220V360H0Z" fill="#0284c7"/><path d="M0 270Q160 245 320 270T640 265V360H0Z" fill="#0369a1"/>' +
      '<path d="M0 310Q200 290 420 315T640 300V360H0Z" fill="#fcd34d"/>',
  ),
}

interface Draft {
  title: string
  content: string
  tasks?: string[]
  image?: keyof typeof IMAGES
  reminderDays?: number
  labels: string[]
  archived?: boolean
}

const NOTES: Draft[] = [
  {
    title: 'Gift ideas',
    content:
      "Stephanie's birthday is coming and I need to pick a present for her. Take a look at the below list and buy one of them (or all of them).",
    tasks: ['Scarf', 'A new bike helmet', 'Necklace', 'Flowers'],
    labels: ['Family'],
    reminderDays: 5,
  },
  {
    title: 'Project kick-off',
    content: 'Agenda for Monday: scope, owners, first milestone. Bring the <b>budget draft</b> and the risks list.',
    labels: ['Work', 'Priority'],
    reminderDays: 2,
  },
  { title: '', content: 'Call the bank about the card renewal before Friday.', labels: ['Personal'] },
  {
    title: 'Shopping list',
    content: '',
    tasks: ['Bread', 'Milk', 'Onions', 'Coffee', 'Toilet paper'],
    labels: ['Tasks', 'Family'],
  },
  {
    title: 'Mountain weekend',
    content: 'Sunset from the ridge was unreal. Book the same cabin for October.',
    image: 'mountains',
    labels: ['Friends', 'Personal'],
  },
  {
    title: 'Theming',
    content: 'Theming uses semantic colour roles, so every component follows the selected palette in light and dark.',
    labels: ['Work'],
  },
  {
    title: 'Books to read',
    content: 'The Pragmatic Programmer\nThinking, Fast and Slow\nAtomic Habits',
    labels: ['Personal'],
    reminderDays: 12,
  },
  {
    title: 'Team lunch',
    content: 'Thursday 12:30 at the Italian place near the office. 9 people so far.',
    labels: ['Work', 'Friends'],
  },
  {
    title: 'Release checklist',
    content: '',
    tasks: ['Changelog', 'Tag the build', 'Smoke test on phones', 'Announce'],
    labels: ['Work', 'Tasks', 'Priority'],
    reminderDays: 1,
  },
  {
    title: 'Beach trip',
    content: 'Pack sunscreen, towels and the speaker. Leave at 8 to beat the traffic.',
    image: 'beach',
    labels: ['Friends', 'Family'],
  },
  { title: 'Passwords', content: 'Move the old shared accounts into the password manager.', labels: ['Priority'] },
  {
    title: 'Recipe: lentil soup',
    content: 'Onion, carrot, celery, garlic, red lentils, cumin, lemon. 25 minutes.',
    labels: ['Family'],
  },
  {
    title: 'Old ideas',
    content: 'A habit tracker that only asks one question a day.',
    labels: ['Personal'],
    archived: true,
  },
  {
    title: 'Conference notes',
    content: 'Talks worth rewatching: offline-first apps, accessible drag and drop.',
    labels: ['Work'],
    archived: true,
    reminderDays: 20,
  },
  {
    title: 'Garage sale',
    content: 'Sold the old desk and the lamp. Remaining: bookshelf.',
    tasks: ['Bookshelf', 'Desk', 'Lamp'],
    labels: ['Family'],
    archived: true,
  },
]

export const notesSeeder: Seeder = {
  name: 'notes',
  tables: ['notes', 'noteLabels'],
  async run(db, { faker, now }) {
    const labels: Array<NoteLabel & { seq: number }> = LABELS.map((title, seq) => ({
      id: faker.string.uuid(),
      title,
      seq,
    }))
    const labelId = (title: string) => labels.find((l) => l.title === title)!.id
    const day = 86_400_000
    const notes: Array<Note & { seq: number }> = NOTES.map((n, seq) => {
      const created = new Date(now.getTime() - (NOTES.length - seq) * 2 * day - faker.number.int({ min: 0, max: day }))
      const reminder = n.reminderDays === undefined ? null : new Date(now.getTime() + n.reminderDays * day)
      if (reminder) reminder.setHours(9, 0, 0, 0)
      return {
        id: faker.string.uuid(),
        title: n.title,
        content: n.content,
        tasks: n.tasks
          ? n.tasks.map((content, i) => ({ id: faker.string.uuid(), content, completed: i % 2 === 1 }))
          : null,
        image: n.image ? IMAGES[n.image] : null,
        reminder: reminder ? reminder.toISOString() : null,
        labels: n.labels.map(labelId),
        archived: n.archived ?? false,
        createdAt: created.toISOString(),
        updatedAt: created.toISOString(),
        seq,
      }
    })
    await seedRows(db, 'noteLabels', labels)
    await seedRows(db, 'notes', notes)
  },
}
