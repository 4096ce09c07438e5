import { beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { hasKeys, okCall } from '../../tests/setup/template-client'
import { INBOX_FIRST_PAGE } from '../../tests/setup/seeded'

/**
 * Requests made exactly as the template's own clients make them (API-CONTRACT.md: bodies, query strings,
 * whole forms sent back), with the contract's answer shapes asserted. A client written for the template's
 * mock back end must work against ours; the deliberate differences are in docs/api/*.md.
 */
let h: Harness
beforeAll(async () => {
  h = await createHarness()
})

const ok = okCall(() => h)

const CONTACT_KEYS = [
  'id',
  'avatar',
  'background',
  'name',
  'emails',
  'phoneNumbers',
  'company',
  'birthday',
  'address',
  'notes',
  'tags',
]
const PRODUCT_KEYS = [
  'id',
  'category',
  'name',
  'description',
  'tags',
  'sku',
  'barcode',
  'brand',
  'vendor',
  'stock',
  'reserved',
  'cost',
  'basePrice',
  'taxPercent',
  'price',
  'weight',
  'thumbnail',
  'images',
  'active',
]
const MAIL_KEYS = [
  'id',
  'type',
  'from',
  'to',
  'date',
  'subject',
  'content',
  'attachments',
  'starred',
  'important',
  'unread',
  'folder',
  'labels',
  'ccCount',
  'bccCount',
]

describe('the template contacts client', () => {
  it('lists, searches, creates, saves the whole form, tags and deletes', async () => {
    const all = await ok('GET', 'api/apps/contacts/all')
    hasKeys(all[0], CONTACT_KEYS)
    expect(all[0].emails[0]).toEqual({ email: expect.any(String), label: expect.any(String) })
    expect(all[0].phoneNumbers[0]).toEqual({
      country: expect.any(String),
      phoneNumber: expect.any(String),
      label: expect.any(String),
    })
    expect(await ok('GET', 'api/apps/contacts/search', { query: { query: all[0].name.slice(0, 3) } })).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: all[0].id })]),
    )
    const created = await ok('POST', 'api/apps/contacts/contact', { body: {} })
    hasKeys(created, ['id', 'avatar', 'name', 'emails', 'phoneNumbers', 'job', 'birthday', 'address', 'notes', 'tags'])
    expect(created.job).toEqual({ title: '', company: '' })
    const contact = await ok('GET', 'api/apps/contacts/contact', { query: { id: created.id } })
    // contactForm.getRawValue(): every control of the form, id included; empty emails and phones filtered out.
    const form = {
      id: contact.id,
      avatar: contact.avatar,
      name: 'Ada Lovelace',
      emails: [{ email: 'ada@example.com', label: 'Work' }],
      phoneNumbers: [],
      title: 'Analyst',
      company: 'Engines',
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    }
    const saved = await ok('PATCH', 'api/apps/contacts/contact', { body: { id: contact.id, contact: form } })
    expect(saved).toMatchObject(form)
    const [tag] = await ok('GET', 'api/apps/contacts/tags')
    expect(tag).toEqual({ id: expect.any(String), title: expect.any(String) })
    const newTag = await ok('POST', 'api/apps/contacts/tag', { body: { tag: { title: 'Template friends' } } })
    expect(
      await ok('PATCH', 'api/apps/contacts/tag', {
        body: { id: newTag.id, tag: { ...newTag, title: 'Template pals' } },
      }),
    ).toEqual({ id: newTag.id, title: 'Template pals' })
    expect(await ok('DELETE', 'api/apps/contacts/tag', { query: { id: newTag.id } })).toBe(true)
    hasKeys((await ok('GET', 'api/apps/contacts/countries'))[0], ['id', 'iso', 'name', 'code', 'flagImagePos'])
    expect(await ok('DELETE', 'api/apps/contacts/contact', { query: { id: created.id } })).toBe(true)
  })
})

describe('the template inventory client', () => {
  const BASE = 'api/apps/ecommerce/inventory'
  it('pages as it does (page=0&size=10&sort=name&order=asc&search=) and sorts by any column either way', async () => {
    const first = await ok('GET', `${BASE}/products`, {
      query: { page: 0, size: 10, sort: 'name', order: 'asc', search: '' },
    })
    expect(Object.keys(first).sort()).toEqual(['pagination', 'products'])
    expect(first.pagination).toEqual({ length: 23, size: 10, page: 0, lastPage: 3, startIndex: 0, endIndex: 9 })
    hasKeys(first.products[0], PRODUCT_KEYS)
    for (const sort of ['sku', 'price', 'stock', 'active']) {
      for (const order of ['asc', 'desc'])
        expect(
          (await ok('GET', `${BASE}/products`, { query: { page: 0, size: 10, sort, order, search: '' } })).products,
        ).toHaveLength(10)
    }
    expect(
      await ok('GET', `${BASE}/products`, { query: { page: 4, size: 10, sort: 'name', order: 'asc', search: '' } }),
    ).toEqual({ products: null, pagination: { lastPage: 3 } })
  })

  it('creates, saves the whole form (id and price included), tags and deletes', async () => {
    const created = await ok('POST', `${BASE}/product`, { body: {} })
    hasKeys(created, PRODUCT_KEYS)
    expect(created).toMatchObject({
      name: 'A New Product',
      price: '',
      basePrice: '',
      stock: '',
      active: false,
      tags: [],
      images: [],
    })
    // selectedProductForm.getRawValue() without currentImageIndex.
    const form = { ...created, name: 'Template watch', sku: 'TW-1', price: 320, stock: 4, active: true }
    expect(await ok('PATCH', `${BASE}/product`, { body: { id: created.id, product: form } })).toMatchObject({
      id: created.id,
      name: 'Template watch',
      price: 320,
      stock: 4,
      active: true,
    })
    for (const list of ['categories', 'brands', 'vendors', 'tags'])
      expect(await ok('GET', `${BASE}/${list}`)).not.toHaveLength(0)
    hasKeys((await ok('GET', `${BASE}/categories`))[0], ['id', 'parentId', 'name', 'slug'])
    const tag = await ok('POST', `${BASE}/tag`, { body: { tag: { title: 'template-tag' } } })
    expect(
      await ok('PATCH', `${BASE}/tag`, { body: { id: tag.id, tag: { ...tag, title: 'template-tag-2' } } }),
    ).toMatchObject({ id: tag.id, title: 'template-tag-2' })
    expect(await ok('DELETE', `${BASE}/tag`, { query: { id: tag.id } })).toBe(true)
    expect(await ok('DELETE', `${BASE}/product`, { query: { id: created.id } })).toBe(true)
  })
})

describe('the template mailbox client', () => {
  it('reads folders, filters, labels and pages of mails, and patches a mail and the settings', async () => {
    hasKeys((await ok('GET', 'api/apps/mailbox/folders'))[0], ['id', 'title', 'slug', 'icon', 'count'])
    hasKeys((await ok('GET', 'api/apps/mailbox/filters'))[0], ['id', 'title', 'slug', 'icon'])
    hasKeys((await ok('GET', 'api/apps/mailbox/labels'))[0], ['id', 'title', 'slug', 'color'])
    const page = await ok('GET', 'api/apps/mailbox/mails', { query: { folder: 'inbox', page: '1' } })
    expect(page.pagination).toEqual(INBOX_FIRST_PAGE)
    hasKeys(page.mails[0], MAIL_KEYS)
    hasKeys(page.mails[0].from, ['avatar', 'contact'])
    for (const query of [
      { filter: 'starred', page: '1' },
      { label: 'personal', page: '1' },
    ] as Record<string, string>[])
      expect((await ok('GET', 'api/apps/mailbox/mails', { query })).mails.length).toBeGreaterThan(0)
    const mail = await ok('GET', 'api/apps/mailbox/mail', { query: { id: page.mails[0].id } })
    expect(
      await ok('PATCH', 'api/apps/mailbox/mail', { body: { id: mail.id, mail: { unread: false, starred: true } } }),
    ).toMatchObject({ id: mail.id, unread: false, starred: true })
    const label = await ok('POST', 'api/apps/mailbox/label', {
      body: { label: { title: 'Template label', color: 'teal' } },
    })
    expect(label).toMatchObject({
      id: expect.any(String),
      slug: 'template-label',
      title: 'Template label',
      color: 'teal',
    })
    expect(await ok('DELETE', 'api/apps/mailbox/label', { query: { id: label.id } })).toBe(true)
    expect(await ok('PATCH', 'api/apps/mailbox/settings', { body: { settings: { messageLayout: 'full' } } })).toEqual({
      messageLayout: 'full',
    })
  })
})

describe('the template help center client', () => {
  it('reads FAQs, guides (limit=4 on the home page), one category and one guide', async () => {
    const faqs = await ok('GET', 'api/apps/help-center/faqs')
    hasKeys(faqs[0], ['id', 'slug', 'title', 'faqs'])
    hasKeys(faqs[0].faqs[0], ['id', 'categoryId', 'question', 'answer'])
    expect(await ok('GET', 'api/apps/help-center/faqs', { query: { slug: 'most-asked' } })).toHaveLength(1)
    const guides = await ok('GET', 'api/apps/help-center/guides', { query: { limit: 4 } })
    expect(Object.keys(guides[0]).sort()).toEqual(['guides', 'id', 'slug', 'title', 'totalGuides', 'visibleGuides'])
    expect(guides[0].visibleGuides).toBe(4)
    const one = await ok('GET', 'api/apps/help-center/guides', { query: { slug: 'appointments' } })
    expect(Object.keys(one[0]).sort()).toEqual(['guides', 'id', 'slug', 'title'])
    const guide = await ok('GET', 'api/apps/help-center/guide', {
      query: { categorySlug: 'appointments', guideSlug: one[0].guides[0].slug },
    })
    expect(Object.keys(guide.guides[0]).sort()).toEqual(['categoryId', 'content', 'id', 'slug', 'subtitle', 'title'])
  })
})

describe('the template shortcuts client', () => {
  it("creates with the form's id: null and a heroicons name, updates with the form's own id, deletes", async () => {
    const form = {
      id: null,
      label: 'Calendar',
      description: 'Events',
      icon: 'heroicons_outline:calendar',
      link: '/apps/calendar',
      useRouter: true,
    }
    const created = await ok('POST', 'api/common/shortcuts', { body: { shortcut: form } })
    expect(Object.keys(created).sort()).toEqual(['description', 'icon', 'id', 'label', 'link', 'useRouter'])
    expect(created).toMatchObject({ ...form, id: expect.any(String) })
    expect((await ok('GET', 'api/common/shortcuts'))[0].id).toBe(created.id)
    const updated = await ok('PATCH', 'api/common/shortcuts', {
      body: { id: created.id, shortcut: { ...created, icon: 'heroicons_solid:star' } },
    })
    expect(updated).toEqual({ ...created, icon: 'heroicons_solid:star' })
    expect(await ok('DELETE', 'api/common/shortcuts', { query: { id: created.id } })).toEqual(updated)
  })
})
