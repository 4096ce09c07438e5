import { seedRows } from '@/shared/db/mutate'
import type { Contact, ContactTag, Country } from '@/shared/schemas/contacts'
import { COUNTRIES } from './data/countries'
import type { Seeder } from './types'
import { avatarAt, cardAt } from './template-images'

export const CONTACT_TAG_TITLES = ['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band']
/** How likely a contact carries each tag (close to the template's shares). */
const TAG_SHARE = [0.12, 0.16, 0.24, 0.1, 0.12, 0.12, 0.14]
const PHONE_COUNTRIES = ['us', 'gb', 'de', 'fr', 'es', 'it', 'tr', 'mx', 'ar', 'ca', 'au', 'nl', 'br', 'jp']
export const CONTACT_COUNT = 100

/** Position of a country in a 16 × 11 px flag sprite laid out in one column (the template's field). */
const flagPos = (index: number) => `-1px -${3 + index * 11}px`

export const contactsSeeder: Seeder = {
  name: 'contacts',
  tables: ['contacts', 'contactTags', 'countries'],
  async run(db, { faker }) {
    const countries: Country[] = COUNTRIES.map(([iso, name, code], i) => ({
      id: faker.string.uuid(),
      iso,
      name,
      code,
      flagImagePos: flagPos(i),
    }))
    const tags: (ContactTag & { order: number })[] = CONTACT_TAG_TITLES.map((title, order) => ({
      id: faker.string.uuid(),
      title,
      order,
    }))

    const contacts: Contact[] = Array.from({ length: CONTACT_COUNT }, (_, index) => {
      const first = faker.person.firstName()
      const last = faker.person.lastName()
      const company = faker.company.name()
      const domain = faker.internet.domainName()
      const emails = [
        { email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(), label: 'Personal' },
      ]
      if (faker.datatype.boolean(0.6))
        emails.push({ email: `${first}.${last}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''), label: 'Work' })
      const phoneCount = faker.number.int({ min: 1, max: 3 })
      const phoneNumbers = Array.from({ length: phoneCount }, (_, i) => ({
        country: faker.helpers.arrayElement(PHONE_COUNTRIES),
        phoneNumber:
          faker.string.numeric({ length: 3, allowLeadingZeros: false }) +
          ' ' +
          faker.string.numeric(3) +
          ' ' +
          faker.string.numeric(4),
        label: ['Mobile', 'Work', 'Home'][i] ?? 'Mobile',
      }))
      const birthday = faker.date.birthdate({ min: 18, max: 70, mode: 'age' })
      birthday.setUTCHours(12, 0, 0, 0)
      const paragraphs = faker.helpers.multiple(() => faker.lorem.sentences({ min: 2, max: 4 }), {
        count: { min: 1, max: 3 },
      })
      return {
        id: faker.string.uuid(),
        avatar: avatarAt(index),
        background: cardAt(index),
        name: `${first} ${last}`,
        emails,
        phoneNumbers,
        // A few contacts have no title, as in the template's data.
        title: faker.datatype.boolean(0.95) ? faker.person.jobTitle() : '',
        company,
        birthday: birthday.toISOString(),
        address: `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode()}`,
        notes: paragraphs.map((p) => `<p>${p}</p>`).join(''),
        tags: tags.filter((_, i) => faker.datatype.boolean(TAG_SHARE[i] ?? 0.1)).map((t) => t.id),
      }
    })
    await seedRows(db, 'countries', countries)
    await seedRows(db, 'contactTags', tags)
    await seedRows(db, 'contacts', contacts)
  },
}
