import { seedRows } from '@/shared/db/mutate'
import type { FaqCategoryRow, FaqRow, GuideCategoryRow, GuideRow } from '@/shared/schemas/help-center'
import type { Seeder } from './types'
import { GUIDE_CATEGORIES, type Text } from './help-guides'
import { FAQ_CATEGORY_TITLES, FAQ_TRANSLATIONS } from './help-faqs-i18n'

type QA = [question: string, answer: string]

/** 5 categories, 29 FAQs: most asked 5, general inquiries 6, licenses 5, payments 6, support 7. */
const FAQS: Array<{ slug: string; title: string; faqs: QA[] }> = [
  {
    slug: 'most-asked',
    title: 'Most asked',
    faqs: [
      [
        'How do I reset my password?',
        'Open the sign-in page and choose <strong>Forgot password?</strong>. Enter the email of your account and we send you a link to choose a new password. The link works for one hour.',
      ],
      [
        'Can I use the app without an internet connection?',
        'Yes. After your first visit the app keeps working offline, even after a full reload. What you change is stored on your device.',
      ],
      [
        'How do I change the language?',
        'Use the language menu in the toolbar. English, Spanish and Turkish are available, and your choice is remembered on this device.',
      ],
      [
        'How do I switch between light and dark mode?',
        'Open the settings and pick <em>Light</em> or <em>Dark</em>. Signed-in users keep their choice on every device.',
      ],
      [
        'Where can I see my notifications?',
        'The bell in the toolbar lists them, newest first. Unread notifications are highlighted until you open or mark them as read.',
      ],
    ],
  },
  {
    slug: 'general-inquiries',
    title: 'General inquiries',
    faqs: [
      [
        'What is this app for?',
        'It helps small businesses such as clinics, gyms and barber shops run their day: appointments, clients, services and the team.',
      ],
      [
        'Which browsers are supported?',
        'The latest two versions of Chrome, Edge, Firefox and Safari, on desktop and on phones.',
      ],
      [
        'Can I install the app on my phone?',
        'Yes. On Android choose <strong>Install app</strong> when your browser offers it; on iPhone open the app in Safari, tap Share and choose <em>Add to Home Screen</em>.',
      ],
      [
        'Is my data shared with anyone?',
        'No. Your data stays with your business. We never sell it and only use it to run the service for you.',
      ],
      [
        'How do I reset the demo data?',
        'Open the settings and choose <strong>Reset demo data</strong>. Every change you made is removed and the sample data comes back.',
      ],
      [
        'Who do I contact for help?',
        'Write to our support team from the Support page. We answer every message, usually within one working day.',
      ],
    ],
  },
  {
    slug: 'licenses',
    title: 'Licenses',
    faqs: [
      [
        'What does my licence include?',
        'Every licence includes all the apps, updates for as long as it is active, and support by email.',
      ],
      [
        'Can I use one licence for several businesses?',
        'A licence covers one business. Each further business, even one you own, needs its own licence.',
      ],
      [
        'Do I need a licence for each staff member?',
        'No. A licence covers the whole team of one business, however many people sign in.',
      ],
      [
        'Can I transfer my licence?',
        'Yes, to a new owner of the same business. Write to support with the name and email of the new owner.',
      ],
      [
        'What happens when my licence expires?',
        'You can still sign in and export your data for 30 days. After that the account is closed.',
      ],
    ],
  },
  {
    slug: 'payments',
    title: 'Payments',
    faqs: [
      [
        'Which payment methods do you accept?',
        'Credit and debit cards from the major networks, and bank transfer for yearly plans.',
      ],
      [
        'When am I charged?',
        'On the same day every month, or every year for yearly plans, starting on the day you subscribe.',
      ],
      [
        'Can I get an invoice?',
        'Every payment has an invoice. Download them from <strong>Settings &rsaquo; Billing</strong>.',
      ],
      [
        'How do I update my card?',
        'Go to <strong>Settings &rsaquo; Billing</strong> and choose <em>Change card</em>. The new card is used from the next payment.',
      ],
      [
        'Can I get a refund?',
        'Yes, within 14 days of a payment if you have not used the paid features. Write to support and we refund the full amount.',
      ],
      [
        'Do prices include taxes?',
        'Prices are shown without taxes. The taxes of your country are added at checkout and shown on the invoice.',
      ],
    ],
  },
  {
    slug: 'support',
    title: 'Support',
    faqs: [
      [
        'How do I report a bug?',
        'Write to support with what you did, what you expected and what happened instead. A screenshot helps a lot.',
      ],
      ['How fast do you answer?', 'Within one working day, and usually much sooner during office hours.'],
      [
        'Do you offer training?',
        'Yes. The guides cover every app, and we run a free online introduction for new teams every month.',
      ],
      [
        'Can you help me move my data?',
        'Send us your client list as a spreadsheet and we import it for you, free of charge, once.',
      ],
      ['Is there a status page?', 'Yes. It shows the health of the service and any maintenance we have planned.'],
      [
        'Do you support phone calls?',
        'Support is by email so that every answer is written down, but we gladly call you back when a call is quicker.',
      ],
      [
        'How do I suggest a feature?',
        'Tell us through the Support page. We read every suggestion and plan the next releases with them.',
      ],
    ],
  },
]

/** The Spanish and Turkish of a row's texts, kept under `i18n` (src/shared/data-language.ts). */
function translations<K extends string>(texts: Record<K, Text>) {
  const pick = (language: 'es' | 'tr') =>
    Object.fromEntries(Object.entries<Text>(texts).map(([key, text]) => [key, text[language]])) as Record<K, string>
  return { es: pick('es'), tr: pick('tr') }
}

export const helpCenterSeeder: Seeder = {
  name: 'help-center',
  // Support requests start empty; naming the table here makes a demo-data reset clear them too.
  tables: ['faqCategories', 'faqs', 'guideCategories', 'guides', 'supportRequests'],
  async run(db, { faker }) {
    const faqCategories: FaqCategoryRow[] = []
    const faqs: FaqRow[] = []
    FAQS.forEach((c, seq) => {
      const id = faker.string.uuid()
      const titles = FAQ_CATEGORY_TITLES[c.slug]
      faqCategories.push({
        id,
        slug: c.slug,
        title: c.title,
        seq,
        ...(titles ? { i18n: { es: { title: titles.es }, tr: { title: titles.tr } } } : {}),
      })
      for (const [question, answer] of c.faqs) {
        const other = FAQ_TRANSLATIONS[question]
        const i18n = other && {
          es: { question: other.es[0], answer: `<p>${other.es[1]}</p>` },
          tr: { question: other.tr[0], answer: `<p>${other.tr[1]}</p>` },
        }
        faqs.push({
          id: faker.string.uuid(),
          categoryId: id,
          question,
          answer: `<p>${answer}</p>`,
          seq: faqs.length,
          ...(i18n ? { i18n } : {}),
        })
      }
    })
    const guideCategories: GuideCategoryRow[] = []
    const guides: GuideRow[] = []
    GUIDE_CATEGORIES.forEach((c, seq) => {
      const id = faker.string.uuid()
      guideCategories.push({ id, slug: c.slug, title: c.title.en, seq, i18n: translations({ title: c.title }) })
      for (const g of c.guides) {
        const texts = { title: g.title, subtitle: g.subtitle, content: g.content }
        guides.push({
          id: faker.string.uuid(),
          categoryId: id,
          slug: g.slug,
          title: g.title.en,
          subtitle: g.subtitle.en,
          content: g.content.en,
          seq: guides.length,
          i18n: translations(texts),
        })
      }
    })
    await seedRows(db, 'faqCategories', faqCategories)
    await seedRows(db, 'faqs', faqs)
    await seedRows(db, 'guideCategories', guideCategories)
    await seedRows(db, 'guides', guides)
  },
}
