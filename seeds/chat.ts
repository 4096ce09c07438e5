import type { Faker } from '@faker-js/faker'
import { seedRows } from '@/shared/db/mutate'
import type { ChatContact, ChatMessage, ChatRow } from '@/shared/schemas/chat'
import { DEMO_USER_ID } from './core'
import type { Seeder } from './types'
import { USER_AVATAR, avatarAt, cardAt } from './template-images'

export const CHAT_CONTACT_COUNT = 80
export const CHAT_COUNT = 15
export const MESSAGES_PER_CHAT = 25
/** The template: three chats with unread messages (2, 2 and 1) and two muted ones. */
const UNREAD = [2, 2, 1]
const MUTED = new Set([4, 9])

/** A small picture for the shared-media grid, made here so the app works offline. */
function media(faker: Faker): string {
  const [a, b] = [faker.color.rgb(), faker.color.rgb()]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="120" height="120" fill="url(#g)"/><circle cx="84" cy="36" r="14" fill="#ffffff55"/><path d="M0 120 L44 64 L76 100 L96 80 L120 120Z" fill="#00000033"/></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

function contact(faker: Faker, index: number): ChatContact {
  const first = faker.person.firstName()
  const last = faker.person.lastName()
  return {
    id: faker.string.uuid(),
    avatar: avatarAt(index),
    background: cardAt(index),
    name: `${first} ${last}`,
    about: faker.helpers.arrayElement([
      "Hi there! I'm using FuseChat.",
      'Available',
      'At work',
      'Busy, text only',
      faker.company.catchPhrase(),
    ]),
    details: {
      emails: [{ email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(), label: 'Personal' }],
      phoneNumbers: [
        {
          country: faker.helpers.arrayElement(['us', 'gb', 'es', 'tr', 'de']),
          phoneNumber: `${faker.string.numeric(3)} ${faker.string.numeric(3)} ${faker.string.numeric(4)}`,
          label: 'Mobile',
        },
      ],
      title: faker.person.jobTitle(),
      company: faker.company.name(),
      birthday: faker.date.birthdate({ min: 20, max: 65, mode: 'age' }).toISOString(),
      address: `${faker.location.streetAddress()}, ${faker.location.city()}`,
    },
    attachments: {
      media: faker.helpers.multiple(() => media(faker), { count: { min: 3, max: 8 } }),
      docs: faker.helpers.multiple(() => faker.system.commonFileName('pdf'), { count: { min: 0, max: 4 } }),
      links: faker.helpers.multiple(() => faker.internet.url(), { count: { min: 0, max: 3 } }),
    },
  }
}

/** 25 messages over the last few days, 13 of them mine, alternating in short runs. */
function messages(faker: Faker, chatId: string, contactId: string, newest: number): ChatMessage[] {
  const mine = new Set(faker.helpers.shuffle([...Array(MESSAGES_PER_CHAT).keys()]).slice(0, 13))
  let at = newest
  const out: ChatMessage[] = []
  for (let i = MESSAGES_PER_CHAT - 1; i >= 0; i--) {
    const isMine = mine.has(i)
    out.push({
      id: faker.string.uuid(),
      chatId,
      contactId: isMine ? DEMO_USER_ID : contactId,
      isMine,
      value: faker.helpers.arrayElement([
        () => faker.lorem.sentence({ min: 3, max: 14 }),
        () => faker.hacker.phrase(),
        () => faker.lorem.sentences({ min: 1, max: 3 }),
        () =>
          faker.helpers.arrayElement([
            'Sounds good!',
            'Ok, see you then.',
            'Thanks!',
            'Let me check and get back to you.',
            'Haha 😄',
            'On my way',
          ]),
      ])(),
      createdAt: new Date(at).toISOString(),
    })
    // Bursts of quick replies with longer gaps now and then, so the conversation spans several days.
    at -= faker.datatype.boolean(0.2)
      ? faker.number.int({ min: 6, max: 20 }) * 3_600_000
      : faker.number.int({ min: 1, max: 25 }) * 60_000
  }
  return out.reverse()
}

export const chatSeeder: Seeder = {
  name: 'chat',
  tables: ['chats', 'chatContacts', 'chatProfile'],
  async run(db, { faker, now }) {
    const contacts = Array.from({ length: CHAT_CONTACT_COUNT }, (_, i) => contact(faker, i))
    const chosen = faker.helpers.shuffle(contacts).slice(0, CHAT_COUNT)
    let newest = now.getTime() - faker.number.int({ min: 2, max: 30 }) * 60_000
    const chats: ChatRow[] = chosen.map((c, i) => {
      const id = faker.string.uuid()
      const list = messages(faker, id, c.id, newest)
      newest -= faker.number.int({ min: 30, max: 36 * 60 }) * 60_000
      const last = list.at(-1)!
      return {
        id,
        contactId: c.id,
        unreadCount: UNREAD[i] ?? 0,
        muted: MUTED.has(i),
        lastMessage: last.value,
        lastMessageAt: last.createdAt,
        messages: list,
      }
    })
    await seedRows(db, 'chatContacts', contacts)
    await seedRows(db, 'chats', chats)
    await seedRows(db, 'chatProfile', [
      {
        id: DEMO_USER_ID,
        name: 'Brian Hughes',
        email: 'hughes.brian@company.com',
        avatar: USER_AVATAR,
        about: "Hi there! I'm using FuseChat.",
      },
    ])
  },
}
