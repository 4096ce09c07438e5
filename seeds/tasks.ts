import { seedRows } from '@/shared/db/mutate'
import { blankTask, type Task, type TaskMember, type TaskTag } from '@/shared/schemas/tasks'
import type { Seeder } from './types'
import { avatarAt } from './template-images'

const TAGS = ['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss']

/** Three sections of nine tasks each; the titles read like a real product team's backlog. */
const SECTIONS: Array<{ title: string; tasks: string[] }> = [
  {
    title: 'Company internal application v2',
    tasks: [
      'Create the landing/marketing page and host it on the beta channel',
      'Move dependency system to Yarn for easier package management',
      'Fix permission issues that the 0.0.7-alpha.2 has introduced',
      'Add Vue.js support to the product',
      'Add RTL support to the application',
      'Implement the unit tests on the authentication module',
      'Migrate the settings screens to the new form components',
      'Audit the colour contrast of every button variant',
      'Write the release notes for version 2.0',
    ],
  },
  {
    title: 'Marketing website',
    tasks: [
      'Refactor the pricing section to read plans from the API',
      'Collect customer testimonials for the home page',
      'Optimise hero images for phones',
      'Set up analytics goals for the sign-up funnel',
      'Translate the FAQ into Spanish and Turkish',
      'Replace the contact form spam filter',
      'Prepare the press kit download',
      'Fix the broken links reported by the crawler',
      'Review the cookie banner wording with legal',
    ],
  },
  {
    title: 'Mobile app',
    tasks: [
      'Add offline support to the appointments list',
      'Design the onboarding screens',
      'Hook push notifications to the reminder service',
      'Fix the date picker on small screens',
      'Profile the start-up time on older devices',
      'Add biometric sign-in',
      'Ship the dark theme',
      'Publish the beta to the test group',
      'Discuss the tablet layout with the design team',
    ],
  },
]

const NOTES = [
  'Check with the design team before starting.',
  'The client asked for this in the last review meeting.',
  'Keep the old behaviour behind a flag until the release.',
  'Blocked until the API changes are merged.',
  'Estimate is two days, including tests.',
  'Pair with someone from QA on the edge cases.',
  'Document the decision in the wiki when done.',
  'Screenshots of the current state are in the shared drive.',
  'Only the admin role should see this.',
  'Remember to update the changelog.',
]

/** Which of the 27 tasks start completed (15 of them): the earlier tasks of each section are done. */
const COMPLETED = new Set([0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 18, 19, 20, 21])

export const tasksSeeder: Seeder = {
  name: 'tasks',
  tables: ['tasks', 'taskTags', 'taskMembers'],
  async run(db, { faker, now }) {
    const tags: Array<TaskTag & { seq: number }> = TAGS.map((title, i) => ({ id: faker.string.uuid(), title, seq: i }))
    const members: TaskMember[] = Array.from({ length: 20 }, (_, index) => {
      const first = faker.person.firstName()
      const last = faker.person.lastName()
      return {
        id: faker.string.uuid(),
        name: `${first} ${last}`,
        email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
        avatar: avatarAt(index),
      }
    })
    const rows: Task[] = []
    let taskIndex = 0
    for (const section of SECTIONS) {
      rows.push(blankTask({ id: faker.string.uuid(), type: 'section', title: section.title, order: rows.length }))
      for (const title of section.tasks) {
        const due = faker.helpers.maybe(() => faker.date.soon({ days: 40, refDate: now }), { probability: 0.6 })
        rows.push({
          id: faker.string.uuid(),
          type: 'task',
          title,
          notes:
            faker.helpers.maybe(() => faker.helpers.arrayElements(NOTES, { min: 1, max: 2 }).join(' '), {
              probability: 0.7,
            }) ?? null,
          completed: COMPLETED.has(taskIndex),
          dueDate: due ? new Date(due.setHours(0, 0, 0, 0)).toISOString() : null,
          priority: faker.helpers.arrayElement([0, 1, 1, 2] as const),
          tags: faker.helpers.arrayElements(tags, { min: 0, max: 3 }).map((t) => t.id),
          assignedTo: faker.helpers.maybe(() => faker.helpers.arrayElement(members).id, { probability: 0.8 }) ?? null,
          subTasks: Array.from({ length: faker.number.int({ min: 0, max: 4 }) }, () => ({
            id: faker.string.uuid(),
            title: faker.hacker.phrase().replace(/\.$/, ''),
            completed: faker.datatype.boolean(),
          })),
          order: rows.length,
        })
        taskIndex++
      }
    }
    await seedRows(db, 'taskTags', tags)
    await seedRows(db, 'taskMembers', members)
    await seedRows(db, 'tasks', rows)
  },
}
