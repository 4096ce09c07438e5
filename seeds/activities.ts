import { seedRows } from '@/shared/db/mutate'
import type { Activity } from '@/shared/schemas/dashboards'
import type { Seeder } from './types'
import { ACTIVITY_TRANSLATIONS } from './activities-i18n'

const AVATAR_COLOURS = ['#4338ca', '#0369a1', '#0f766e', '#b45309', '#be185d', '#6d28d9', '#15803d', '#b91c1c']

/**
 * A portrait stand-in: the person's initials on a colour made from the name, as an SVG data URL. Demo people have
 * no photos, and a real image keeps the `image` field a picture as the contract has it (and works offline).
 */
export function avatarUrl(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('')
  const colour = AVATAR_COLOURS[[...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % AVATAR_COLOURS.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><text x="32" y="41" font-family="system-ui,sans-serif" font-size="24" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

type Draft = Omit<Activity, 'id' | 'date' | 'image'> & { ago: number; person?: string }

/** 10 activities, newest first, dated relative to the moment of seeding (25 minutes ago down to 4 days ago). */
const ACTIVITIES: Draft[] = [
  {
    ago: 25 * MINUTE,
    icon: 'heroicons_solid:star',
    description: 'Your submission has been accepted',
    extraContent:
      '<p><strong>Congratulations on your acceptance!</strong></p><p>Hi Brian, your submission has been accepted and you are ready to move on to the next phase. Reach out when you are ready and we will plan the next steps together.</p>',
  },
  {
    ago: 50 * MINUTE,
    person: 'Leo Gill',
    description:
      '<strong>Leo Gill</strong> added you to the <strong>Top Secret Project</strong> group and made you its <strong>Project Manager</strong>',
    linkedContent: 'Top Secret Project',
    link: '/dashboards/project',
    useRouter: true,
  },
  {
    ago: 3 * HOUR,
    icon: 'heroicons_solid:mail',
    description: 'You have 15 unread mails across 3 mailboxes',
    linkedContent: 'Mailbox',
    link: '/apps/mailbox',
    useRouter: true,
  },
  {
    ago: 5 * HOUR,
    icon: 'heroicons_solid:refresh-cw',
    description: 'Your <strong>Docker container</strong> is ready to publish',
    linkedContent: 'Open the file manager',
    link: '/apps/file-manager',
    useRouter: true,
  },
  {
    ago: 7 * HOUR,
    person: 'Roger Murray',
    description: '<strong>Roger Murray</strong> accepted your friend request',
    extraContent: '<p>You have <strong>8</strong> friends in common.</p>',
  },
  {
    ago: 9 * HOUR,
    person: 'Sophie Stone',
    description: '<strong>Sophie Stone</strong> sent you a direct message',
    linkedContent: 'Open the chat',
    link: '/apps/chat',
    useRouter: true,
  },
  {
    ago: DAY,
    icon: 'heroicons_solid:mail',
    description: 'You have 3 new mails',
    extraContent:
      '<ol><li>Please review and sign the attached agreement</li><li>Delivery address confirmation</li><li>Previous clients and their invoices</li></ol>',
    linkedContent: 'Mailbox',
    link: '/apps/mailbox',
    useRouter: true,
  },
  {
    ago: DAY + 2 * HOUR,
    person: 'Tina Harris',
    description: '<strong>Tina Harris</strong> started a chat with you',
    linkedContent: 'Go to the chat with Tina Harris',
    link: '/apps/chat',
    useRouter: true,
  },
  {
    ago: 3 * DAY,
    icon: 'heroicons_solid:star',
    description:
      'Your submission has been accepted and you can sign up for the final assignment, which opens in 2 days',
    linkedContent: 'Browse courses',
    link: '/apps/academy',
    useRouter: true,
  },
  {
    ago: 4 * DAY,
    icon: 'heroicons_solid:refresh-cw',
    description: 'Your <strong>Vagrant container</strong> is ready to download',
  },
]

export const activitiesSeeder: Seeder = {
  name: 'activities',
  tables: ['activities'],
  async run(db, { faker, now }) {
    const rows: Activity[] = ACTIVITIES.map(({ ago, person, ...a }, i) => ({
      id: faker.string.uuid(),
      ...a,
      ...(person ? { image: avatarUrl(person) } : {}),
      date: new Date(now.getTime() - ago).toISOString(),
      // Other languages of the texts (src/shared/data-language.ts); the API answers the reader's.
      i18n: ACTIVITY_TRANSLATIONS[i],
    }))
    await seedRows(db, 'activities', rows)
  },
}
