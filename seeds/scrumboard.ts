import { seedRows } from '@/shared/db/mutate'
import { POSITION_STEP as STEP } from '@/shared/constants/scrumboard'
import type { Board, BoardLabel, BoardList, Card, Member } from '@/shared/schemas/scrumboard'
import type { Seeder } from './types'
import { avatarAt } from './template-images'

const LABELS = ['Research', 'Wireframing', 'Design', 'Development', 'Bug']

/** The Admin Dashboard's lists and cards: [title, label titles, due in days or null] per list. */
const LISTS: Array<{ title: string; cards: Array<[string, string[], number | null]> }> = [
  {
    title: 'To do',
    cards: [
      [
        'Example that showcases all of the available bits on the card with a fairly long title compared to other cards',
        ['Research', 'Wireframing', 'Design', 'Development'],
        -3,
      ],
      ['Do a research about most needed admin applications', ['Research'], null],
      ['Implement the Project dashboard', ['Development'], 4],
      ['Implement the Analytics dashboard', ['Development'], -1],
    ],
  },
  {
    title: 'In progress',
    cards: [
      ['Analytics dashboard design', ['Design'], null],
      ['Project dashboard design', ['Design'], 2],
    ],
  },
  { title: 'In review', cards: [['JWT auth implementation', ['Development', 'Bug'], 1]] },
  {
    title: 'Completed',
    cards: [
      ['Create low fidelity wireframes', ['Wireframing'], null],
      ['Create high fidelity wireframes', ['Wireframing'], -10],
      ['Collect information about most used admin layouts', ['Research'], null],
      ['Do a research about latest UI trends', ['Research'], null],
      ['Learn more about UX', ['Research'], null],
    ],
  },
]

const DESCRIPTIONS = [
  'Collect the notes from the last review and turn them into concrete steps.',
  'Check the designs with the team before the sprint planning.',
  'Pair with QA on the edge cases once the first version is up.',
  'The acceptance criteria are in the shared document.',
  'Keep the scope small: the rest goes to the next sprint.',
  'Ask the client for the missing content and the final copy.',
]

export const scrumboardSeeder: Seeder = {
  name: 'scrumboard',
  tables: ['boards', 'boardLists', 'boardCards', 'boardLabels', 'boardMembers'],
  async run(db, { faker, now }) {
    const members: Member[] = Array.from({ length: 20 }, (_, i) => ({
      id: faker.string.uuid(),
      name: faker.person.fullName(),
      avatar: avatarAt(i),
    }))
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString()
    const boards: Array<Board & { seq: number }> = [
      {
        title: 'Admin Dashboard',
        description: 'Roadmap for the new project',
        icon: 'layout-dashboard',
        lastActivity: hoursAgo(1),
        members: members.slice(0, 3),
      },
      {
        title: 'Weekly Planning',
        description: 'Job related',
        icon: 'calendar',
        lastActivity: hoursAgo(26),
        members: members.slice(3, 11),
      },
      {
        title: 'Personal Tasks',
        description: 'Personal tasks around the house',
        icon: 'user',
        lastActivity: hoursAgo(74),
        members: members.slice(11, 12),
      },
    ].map((b, seq) => ({ ...b, id: faker.string.uuid(), members: b.members.map((m) => m.id), seq }))
    const admin = boards[0]!
    const labels: Array<BoardLabel & { seq: number }> = LABELS.map((title, seq) => ({
      id: faker.string.uuid(),
      boardId: admin.id,
      title,
      seq,
    }))
    const labelId = (title: string) => labels.find((l) => l.title === title)!.id
    const lists: BoardList[] = []
    const cards: Card[] = []
    LISTS.forEach((l, li) => {
      const list = { id: faker.string.uuid(), boardId: admin.id, position: (li + 1) * STEP, title: l.title }
      lists.push(list)
      l.cards.forEach(([title, labelTitles, dueIn], ci) => {
        const due = dueIn === null ? null : new Date(now.getTime() + dueIn * 86_400_000)
        due?.setHours(0, 0, 0, 0)
        cards.push({
          id: faker.string.uuid(),
          boardId: admin.id,
          listId: list.id,
          position: (ci + 1) * STEP,
          title,
          description: faker.helpers.maybe(() => faker.helpers.arrayElement(DESCRIPTIONS), { probability: 0.6 }) ?? '',
          labels: labelTitles.map(labelId),
          dueDate: due ? due.toISOString() : null,
          members: faker.helpers.arrayElements(admin.members, { min: 0, max: 2 }),
        })
      })
    })
    await seedRows(db, 'boardMembers', members)
    await seedRows(db, 'boards', boards)
    await seedRows(db, 'boardLabels', labels)
    await seedRows(db, 'boardLists', lists)
    await seedRows(db, 'boardCards', cards)
  },
}
