import type { Faker } from '@faker-js/faker'
import { seedRows } from '@/shared/db/mutate'
import type { LabelColor, MailAttachment, StoredMail } from '@/shared/schemas/mailbox'
import { DEMO_USER_ID } from './core'
import type { Seeder } from './types'
import { USER_AVATAR, avatarAt } from './template-images'

const FOLDERS = [
  ['Inbox', 'inbox', 'heroicons_outline:inbox'],
  ['Sent', 'sent', 'heroicons_outline:paper-airplane'],
  ['Drafts', 'drafts', 'heroicons_outline:document'],
  ['Spam', 'spam', 'heroicons_outline:exclamation-triangle'],
  ['Trash', 'trash', 'heroicons_outline:trash'],
] as const
const FILTERS = [
  ['Starred', 'starred', 'heroicons_outline:star'],
  ['Important', 'important', 'heroicons_outline:exclamation-circle'],
] as const
const LABELS: [string, string, LabelColor][] = [
  ['Personal', 'personal', 'blue'],
  ['Work', 'work', 'indigo'],
  ['Payments', 'payments', 'red'],
  ['Invoices', 'invoices', 'teal'],
  ['Accounts', 'accounts', 'purple'],
  ['Forums', 'forums', 'green'],
]

/** The template's data sizes (API-CONTRACT section 15). */
export const MAIL_COUNTS = {
  total: 100,
  folders: { inbox: 45, sent: 17, drafts: 7, spam: 13, trash: 18 },
  inboxUnread: 27,
  starred: 56,
  important: 47,
  labels: { personal: 79, work: 57, payments: 47, invoices: 28, accounts: 12, forums: 0 } as Record<string, number>,
  withCc: 67,
  withBcc: 1,
}

const ME = 'Brian Hughes <hughes.brian@company.com>'

const person = (faker: Faker) => {
  const first = faker.person.firstName()
  const last = faker.person.lastName()
  return `${first} ${last} <${faker.internet.email({ firstName: first, lastName: last }).toLowerCase()}>`
}

/** A small picture for image attachments, made here so the mailbox works offline. */
function svgPreview(faker: Faker, name: string): string {
  const [a, b] = [faker.color.rgb(), faker.color.rgb()]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="160" height="120" fill="url(#g)"/><text x="80" y="66" font-family="sans-serif" font-size="12" fill="#fff" text-anchor="middle">${name}</text></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

function attachment(faker: Faker): MailAttachment {
  const kind = faker.helpers.arrayElement(['image/jpeg', 'image/png', 'application/pdf', 'text/plain'])
  const ext = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf', 'text/plain': 'txt' }[kind]
  const name = `${faker.system.commonFileName(ext).replace(/\.[^.]+$/, '')}.${ext}`
  const preview = kind.startsWith('image/') ? svgPreview(faker, name) : ''
  const downloadUrl = preview || `data:${kind};base64,${btoa(faker.lorem.paragraph())}`
  return { type: kind, name, size: faker.number.int({ min: 12_000, max: 2_400_000 }), preview, downloadUrl }
}

function content(faker: Faker, to: string): string {
  const name = to.split(' ')[0] ?? ''
  const paragraphs = faker.helpers.multiple(() => `<p>${faker.lorem.paragraph({ min: 2, max: 5 })}</p>`, {
    count: { min: 2, max: 4 },
  })
  return `<p>Hi ${name},</p>${paragraphs.join('')}<p>Best regards,<br>${faker.person.fullName()}</p>`
}

/** `count` distinct indexes out of `n`, chosen by the seeded faker. */
const pick = (faker: Faker, n: number, count: number) =>
  new Set(faker.helpers.shuffle([...Array(n).keys()]).slice(0, count))

export const mailboxSeeder: Seeder = {
  name: 'mailbox',
  tables: ['mailFolders', 'mailFilters', 'mailLabels', 'mails', 'mailSettings'],
  async run(db, { faker, now }) {
    const folders = FOLDERS.map(([title, slug, icon], order) => ({ id: faker.string.uuid(), title, slug, icon, order }))
    const filters = FILTERS.map(([title, slug, icon], order) => ({ id: faker.string.uuid(), title, slug, icon, order }))
    // The demo mail is the demo admin's: mail is per account, and the other demo accounts start empty.
    const labels = LABELS.map(([title, slug, color], order) => ({
      id: faker.string.uuid(),
      owner: DEMO_USER_ID,
      title,
      slug,
      color,
      order,
    }))
    const folderOf = faker.helpers.shuffle(
      folders.flatMap((f) =>
        Array<string>(MAIL_COUNTS.folders[f.slug as keyof typeof MAIL_COUNTS.folders]).fill(f.slug),
      ),
    )
    const n = MAIL_COUNTS.total
    const starred = pick(faker, n, MAIL_COUNTS.starred)
    const important = pick(faker, n, MAIL_COUNTS.important)
    const withCc = pick(faker, n, MAIL_COUNTS.withCc)
    const withBcc = pick(faker, n, MAIL_COUNTS.withBcc)
    const labelSets = labels.map((l) => pick(faker, n, MAIL_COUNTS.labels[l.slug] ?? 0))
    const inboxIndexes = folderOf.flatMap((slug, i) => (slug === 'inbox' ? [i] : []))
    const unread = new Set(faker.helpers.shuffle(inboxIndexes).slice(0, MAIL_COUNTS.inboxUnread))
    // Newest first: a few today, then spread back over about two months.
    let at = now.getTime() - faker.number.int({ min: 5, max: 40 }) * 60_000

    const mails: StoredMail[] = folderOf.map((slug, i) => {
      const mine = slug === 'sent' || slug === 'drafts'
      const other = person(faker)
      const date = new Date(at).toISOString()
      at -= faker.number.int({ min: 20, max: 24 * 60 }) * 60_000
      const to = mine ? other : ME
      return {
        id: faker.string.uuid(),
        owner: DEMO_USER_ID,
        type: 'mail',
        from: { avatar: mine ? USER_AVATAR : avatarAt(i), contact: mine ? ME : other },
        to,
        ...(withCc.has(i) ? { cc: faker.helpers.multiple(() => person(faker), { count: { min: 1, max: 3 } }) } : {}),
        ...(withBcc.has(i) ? { bcc: [person(faker)] } : {}),
        date,
        subject: faker.helpers.arrayElement([
          () => faker.company.catchPhrase(),
          () => `Re: ${faker.lorem.sentence({ min: 3, max: 6 }).replace(/\.$/, '')}`,
          () => `${faker.commerce.productName()} — ${faker.word.words(3)}`,
          () => `Invoice #${faker.string.numeric(5)} for ${faker.date.month()}`,
        ])(),
        content: content(faker, (mine ? other : ME).replace(/<.*>/, '').trim()),
        attachments: faker.datatype.boolean(0.3)
          ? faker.helpers.multiple(() => attachment(faker), { count: { min: 1, max: 3 } })
          : [],
        starred: starred.has(i),
        important: important.has(i),
        unread: unread.has(i),
        folder: folders.find((f) => f.slug === slug)!.id,
        labels: labels.filter((_, li) => labelSets[li]!.has(i)).map((l) => l.id),
      }
    })
    await seedRows(db, 'mailFolders', folders)
    await seedRows(db, 'mailFilters', filters)
    await seedRows(db, 'mailLabels', labels)
    await seedRows(db, 'mails', mails)
    await seedRows(db, 'mailSettings', [{ id: DEMO_USER_ID, messageLayout: 'right' }])
  },
}
