import { seedRows } from '@/shared/db/mutate'
import type { FaqCategoryRow, FaqRow, GuideCategoryRow, GuideRow } from '@/shared/schemas/help-center'
import type { Seeder } from './types'

type QA = [question: string, answer: string]

/** 5 categories, 29 FAQs: most asked 5, general inquiries 6, licenses 5, payments 6, support 7. */
const FAQS: Array<{ slug: string; title: string; faqs: QA[] }> = [
  { slug: 'most-asked', title: 'Most asked', faqs: [
    ['How do I reset my password?', 'Open the sign-in page and choose <strong>Forgot password?</strong>. Enter the email of your account and we send you a link to choose a new password. The link works for one hour.'],
    ['Can I use the app without an internet connection?', 'Yes. After your first visit the app keeps working offline, even after a full reload. What you change is stored on your device.'],
    ['How do I change the language?', 'Use the language menu in the toolbar. English, Spanish and Turkish are available, and your choice is remembered on this device.'],
    ['How do I switch between light and dark mode?', 'Open the settings and pick <em>Light</em> or <em>Dark</em>. Signed-in users keep their choice on every device.'],
    ['Where can I see my notifications?', 'The bell in the toolbar lists them, newest first. Unread notifications are highlighted until you open or mark them as read.'],
  ] },
  { slug: 'general-inquiries', title: 'General inquiries', faqs: [
    ['What is this app for?', 'It helps small businesses such as clinics, gyms and barber shops run their day: appointments, clients, services and the team.'],
    ['Which browsers are supported?', 'The latest two versions of Chrome, Edge, Firefox and Safari, on desktop and on phones.'],
    ['Can I install the app on my phone?', 'Yes. On Android choose <strong>Install app</strong> when your browser offers it; on iPhone open the app in Safari, tap Share and choose <em>Add to Home Screen</em>.'],
    ['Is my data shared with anyone?', 'No. Your data stays with your business. We never sell it and only use it to run the service for you.'],
    ['How do I reset the demo data?', 'Open the settings and choose <strong>Reset demo data</strong>. Every change you made is removed and the sample data comes back.'],
    ['Who do I contact for help?', 'Write to our support team from the Support page. We answer every message, usually within one working day.'],
  ] },
  { slug: 'licenses', title: 'Licenses', faqs: [
    ['What does my licence include?', 'Every licence includes all the apps, updates for as long as it is active, and support by email.'],
    ['Can I use one licence for several businesses?', 'A licence covers one business. Each further business, even one you own, needs its own licence.'],
    ['Do I need a licence for each staff member?', 'No. A licence covers the whole team of one business, however many people sign in.'],
    ['Can I transfer my licence?', 'Yes, to a new owner of the same business. Write to support with the name and email of the new owner.'],
    ['What happens when my licence expires?', 'You can still sign in and export your data for 30 days. After that the account is closed.'],
  ] },
  { slug: 'payments', title: 'Payments', faqs: [
    ['Which payment methods do you accept?', 'Credit and debit cards from the major networks, and bank transfer for yearly plans.'],
    ['When am I charged?', 'On the same day every month, or every year for yearly plans, starting on the day you subscribe.'],
    ['Can I get an invoice?', 'Every payment has an invoice. Download them from <strong>Settings &rsaquo; Billing</strong>.'],
    ['How do I update my card?', 'Go to <strong>Settings &rsaquo; Billing</strong> and choose <em>Change card</em>. The new card is used from the next payment.'],
    ['Can I get a refund?', 'Yes, within 14 days of a payment if you have not used the paid features. Write to support and we refund the full amount.'],
    ['Do prices include taxes?', 'Prices are shown without taxes. The taxes of your country are added at checkout and shown on the invoice.'],
  ] },
  { slug: 'support', title: 'Support', faqs: [
    ['How do I report a bug?', 'Write to support with what you did, what you expected and what happened instead. A screenshot helps a lot.'],
    ['How fast do you answer?', 'Within one working day, and usually much sooner during office hours.'],
    ['Do you offer training?', 'Yes. The guides cover every app, and we run a free online introduction for new teams every month.'],
    ['Can you help me move my data?', 'Send us your client list as a spreadsheet and we import it for you, free of charge, once.'],
    ['Is there a status page?', 'Yes. It shows the health of the service and any maintenance we have planned.'],
    ['Do you support phone calls?', 'Support is by email so that every answer is written down, but we gladly call you back when a call is quicker.'],
    ['How do I suggest a feature?', 'Tell us through the Support page. We read every suggestion and plan the next releases with them.'],
  ] },
]

type G = [title: string, subtitle: string]

/** 5 categories, 27 guides: getting started 4, projects 8, settings 5, payments 4, your account 6. */
const GUIDES: Array<{ slug: string; title: string; guides: G[] }> = [
  { slug: 'getting-started', title: 'Getting Started', guides: [
    ['Take a tour of the app', 'A short look at what the app does and how it is organised'],
    ['Start with the dashboard', 'Read the numbers that matter on the first screen'],
    ['Sign in on a new device', 'Use your account on a phone, a tablet or another computer'],
    ['Install the app on your phone', 'Keep the app one tap away on your home screen'],
  ] },
  { slug: 'projects', title: 'Projects', guides: [
    ['Create a project', 'Start a new project and choose who works on it'],
    ['Rename a project', 'Give a project a clearer name at any time'],
    ['Archive a project', 'Put finished work away without deleting it'],
    ['Invite people to a project', 'Add team members and guests by email'],
    ['Set project permissions', 'Decide who can view, edit or manage a project'],
    ['Track project progress', 'Follow tasks, issues and the budget in one place'],
    ['Export a project', 'Download everything in a project as a spreadsheet'],
    ['Delete a project', 'Remove a project and everything in it for good'],
  ] },
  { slug: 'settings', title: 'Settings', guides: [
    ['Change your language', 'Use the app in English, Spanish or Turkish'],
    ['Switch the colour theme', 'Pick light or dark mode and an accent colour'],
    ['Choose a layout', 'Arrange the navigation the way you like to work'],
    ['Manage notifications', 'Choose what you hear about and how'],
    ['Reset the demo data', 'Start again from the sample data'],
  ] },
  { slug: 'payments', title: 'Payments', guides: [
    ['Add a payment method', 'Pay with a card or by bank transfer'],
    ['Download invoices', 'Find every invoice for your records'],
    ['Change your plan', 'Move to a bigger or smaller plan at any time'],
    ['Cancel your subscription', 'Stop paying and keep access to your data'],
  ] },
  { slug: 'your-account', title: 'Your Account', guides: [
    ['Change your name and photo', 'Update how others see you in the app'],
    ['Change your email address', 'Sign in and get messages at a new address'],
    ['Change your password', 'Choose a new password to keep your account safe'],
    ['Set your status', 'Let others know whether you are available'],
    ['Sign out everywhere', 'End every session on every device at once'],
    ['Delete your account', 'Close your account and remove your data'],
  ] },
]

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** One article shared by every guide (as in the template), introduced by the guide's own task. */
const guideContent = (title: string) => `<p class="lead">This guide walks you through how to ${title.charAt(0).toLowerCase()}${title.slice(1)}, step by step. It takes about five minutes.</p>
<h3>Before you start</h3>
<p>Make sure you are signed in with an account that may make this change. Some settings are only open to
<strong>administrators</strong>; if an option is missing, ask an administrator of your business.</p>
<h3>Step by step</h3>
<ol>
  <li>Open the menu and go to the page this guide is about.</li>
  <li>Choose the option you want to change and check the preview.</li>
  <li>Select <strong>Save</strong>. The change applies at once on this device and on your other devices.</li>
</ol>
<blockquote><p>Tip: every change can be undone the same way, so feel free to try things out.</p></blockquote>
<h3>Good to know</h3>
<ul>
  <li>Changes are saved on your device first, so they work even without a connection.</li>
  <li>Other people see your change the next time their app refreshes.</li>
  <li>If something looks wrong, reload the page: nothing you saved is lost.</li>
</ul>
<h3>Still stuck?</h3>
<p>Read the <a href="/apps/help-center/faqs">frequently asked questions</a> or write to our support team. We answer every
message, usually within one working day.</p>`

export const helpCenterSeeder: Seeder = {
  name: 'help-center',
  tables: ['faqCategories', 'faqs', 'guideCategories', 'guides'],
  async run(db, { faker }) {
    const faqCategories: FaqCategoryRow[] = []
    const faqs: FaqRow[] = []
    FAQS.forEach((c, seq) => {
      const id = faker.string.uuid()
      faqCategories.push({ id, slug: c.slug, title: c.title, seq })
      for (const [question, answer] of c.faqs) faqs.push({ id: faker.string.uuid(), categoryId: id, question, answer: `<p>${answer}</p>`, seq: faqs.length })
    })
    const guideCategories: GuideCategoryRow[] = []
    const guides: GuideRow[] = []
    GUIDES.forEach((c, seq) => {
      const id = faker.string.uuid()
      guideCategories.push({ id, slug: c.slug, title: c.title, seq })
      for (const [title, subtitle] of c.guides) {
        guides.push({ id: faker.string.uuid(), categoryId: id, slug: slugify(title), title, subtitle, content: guideContent(title), seq: guides.length })
      }
    })
    await seedRows(db, 'faqCategories', faqCategories)
    await seedRows(db, 'faqs', faqs)
    await seedRows(db, 'guideCategories', guideCategories)
    await seedRows(db, 'guides', guides)
  },
}
