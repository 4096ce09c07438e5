import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { helpCenterSeeder } from '@seeds/help-center'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, helpCenterSeeder] })
})

type Faq = { id: string; categoryId: string; question: string; answer: string }
type Guide = { id: string; categoryId: string; slug: string; title: string; subtitle: string; content?: string }
type Cat<T> = {
  id: string
  slug: string
  title: string
  faqs?: T[]
  guides?: T[]
  visibleGuides?: number
  totalGuides?: number
}
const get = (path: string, query?: Record<string, string | number>) =>
  h.call('GET', `api/apps/help-center/${path}`, { query })

describe('api/apps/help-center/faqs', () => {
  it('serves every category in order with its FAQs (29 in all)', async () => {
    const res = await get('faqs')
    expect(res.status).toBe(200)
    const cats = res.body as Cat<Faq>[]
    expect(cats.map((c) => c.title)).toEqual(['Most asked', 'General inquiries', 'Licenses', 'Payments', 'Support'])
    expect(cats.map((c) => c.faqs!.length)).toEqual([5, 6, 5, 6, 7])
    for (const c of cats) for (const f of c.faqs!) expect(f.categoryId).toBe(c.id)
    expect(Object.keys(cats[0]!.faqs![0]!).sort()).toEqual(['answer', 'categoryId', 'id', 'question'])
    expect(cats[0]!.faqs![0]!.question).toBe('How do I reset my password?')
  })

  it('serves one category for a slug, 404 for an unknown slug and 400 for an empty one', async () => {
    const res = await get('faqs', { slug: 'licenses' })
    expect(res.body).toHaveLength(1)
    expect(res.body[0]).toMatchObject({ slug: 'licenses', title: 'Licenses' })
    expect(res.body[0].faqs).toHaveLength(5)
    expect(await get('faqs', { slug: 'nope' })).toMatchObject({ status: 404, body: { id: 'nope' } })
    expect(await get('faqs', { slug: ' ' })).toMatchObject({ status: 400, body: { field: 'slug' } })
  })
})

const SLUGS = ['getting-started', 'appointments', 'schedules', 'patients', 'stock', 'settings']
const TOTALS = [5, 2, 1, 1, 1, 2]

describe('api/apps/help-center/guides', () => {
  it('without a slug: every category with its first 5 guides, how many are visible and how many there are', async () => {
    const cats = (await get('guides')).body as Cat<Guide>[]
    expect(cats.map((c) => c.slug)).toEqual(SLUGS)
    expect(cats.map((c) => c.totalGuides)).toEqual(TOTALS)
    expect(cats.map((c) => c.guides!.length)).toEqual(TOTALS)
    expect(((await get('guides', { limit: 4 })).body as Cat<Guide>[])[0]!.guides!.length).toBe(4)
    expect(cats.every((c) => c.visibleGuides === 5)).toBe(true)
    expect(Object.keys(cats[1]!.guides![0]!).sort()).toEqual(['categoryId', 'id', 'slug', 'subtitle', 'title'])
    expect(cats[1]!.guides!.map((g) => g.title)).toEqual(['Book an appointment', 'Use the agendas'])
  })

  it('takes a limit, including 0', async () => {
    const two = (await get('guides', { limit: 2 })).body as Cat<Guide>[]
    expect(two.map((c) => c.guides!.length)).toEqual([2, 2, 1, 1, 1, 2])
    expect(two[0]!.visibleGuides).toBe(2)
    const none = (await get('guides', { limit: 0 })).body as Cat<Guide>[]
    expect(none.every((c) => c.guides!.length === 0 && c.totalGuides! > 0)).toBe(true)
  })

  it('with a slug: the category with all its guides and no counts', async () => {
    const res = await get('guides', { slug: 'getting-started', limit: 2 })
    expect(res.body).toHaveLength(1)
    expect(res.body[0].guides).toHaveLength(5)
    expect(res.body[0]).not.toHaveProperty('visibleGuides')
    expect(res.body[0]).not.toHaveProperty('totalGuides')
  })

  it('reads limit as the template does (parseInt, never a 400): a word gives empty lists, -1 all but the last', async () => {
    const word = (await get('guides', { limit: 'abc' })) as { status: number; body: Cat<Guide>[] }
    expect(word.status).toBe(200)
    expect(word.body.map((c) => [c.visibleGuides, c.guides!.length])).toEqual(SLUGS.map(() => [null, 0]))
    expect(word.body.map((c) => c.totalGuides)).toEqual(TOTALS)
    const minusOne = (await get('guides', { limit: -1 })).body as Cat<Guide>[]
    expect(minusOne.map((c) => c.guides!.length)).toEqual(TOTALS.map((n) => n - 1))
    expect(((await get('guides', { limit: '1.5' })).body as Cat<Guide>[]).map((c) => c.guides!.length)).toEqual(
      SLUGS.map(() => 1),
    )
    expect(((await get('guides', { limit: '1e2' })).body as Cat<Guide>[])[0]!.visibleGuides).toBe(1)
  })

  it('answers 404 for an unknown slug', async () => {
    expect(await get('guides', { slug: 'nope' })).toMatchObject({ status: 404, body: { id: 'nope' } })
  })
})

describe('api/apps/help-center/guide', () => {
  it('serves the category with the one guide and its content', async () => {
    const res = await get('guide', { categorySlug: 'settings', guideSlug: 'change-your-language' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ slug: 'settings', title: 'Settings' })
    expect(res.body.guides).toHaveLength(1)
    expect(res.body.guides[0]).toMatchObject({
      slug: 'change-your-language',
      title: 'Change your language',
      categoryId: res.body.id,
    })
    expect(res.body.guides[0].content).toContain('English, Español or Türkçe')
  })

  it('finds a guide of another category, as the template looks in every category', async () => {
    const res = await get('guide', { categorySlug: 'getting-started', guideSlug: 'book-an-appointment' })
    expect(res.status).toBe(200)
    const appointments = ((await get('guides', { slug: 'appointments' })).body as Cat<Guide>[])[0]!
    expect(res.body).toMatchObject({ slug: 'getting-started', title: 'Getting started' })
    expect(res.body.guides).toEqual([
      { ...appointments.guides!.find((g) => g.slug === 'book-an-appointment'), content: expect.stringContaining('<') },
    ])
  })

  it('gives every guide its own article about this product, none shared', async () => {
    const cats = (await get('guides')).body as Cat<Guide>[]
    const contents = await Promise.all(
      cats.flatMap((c) =>
        c.guides!.map(
          async (g) =>
            ((await get('guide', { categorySlug: c.slug, guideSlug: g.slug })).body as { guides: Guide[] }).guides[0]!
              .content,
        ),
      ),
    )
    expect(new Set(contents).size).toBe(contents.length)
    for (const content of contents) expect(content).not.toMatch(/project|subscription/i)
  })

  it('answers 404 for an unknown guide or an unknown category; 400 without slugs', async () => {
    expect(await get('guide', { categorySlug: 'settings', guideSlug: 'nope' })).toMatchObject({
      status: 404,
      body: { id: 'nope' },
    })
    expect(await get('guide', { categorySlug: 'nope', guideSlug: 'change-your-language' })).toMatchObject({
      status: 404,
      body: { id: 'nope' },
    })
    expect(await get('guide', { guideSlug: 'change-your-language' })).toMatchObject({
      status: 400,
      body: { field: 'categorySlug' },
    })
    expect(await get('guide', { categorySlug: 'settings' })).toMatchObject({
      status: 400,
      body: { field: 'guideSlug' },
    })
  })
})

describe("help center texts follow the reader's language (Accept-Language)", () => {
  const inLanguage = (path: string, language: string, query?: Record<string, string | number>) =>
    h.call('GET', `api/apps/help-center/${path}`, { query, headers: { 'accept-language': language } })

  it('answers FAQs in Spanish and Turkish, with the same ids and shape as in English', async () => {
    const en = (await get('faqs')).body as Cat<Faq>[]
    const es = (await inLanguage('faqs', 'es-ES,es;q=0.9')).body as Cat<Faq>[]
    const tr = (await inLanguage('faqs', 'tr')).body as Cat<Faq>[]
    expect(es[0]).toMatchObject({ id: en[0]!.id, title: 'Lo más preguntado' })
    expect(es[0]!.faqs![0]).toMatchObject({ id: en[0]!.faqs![0]!.id, question: '¿Cómo restablezco mi contraseña?' })
    expect(tr[0]!.faqs![0]!.question).toBe('Şifremi nasıl sıfırlarım?')
    expect(Object.keys(es[0]!.faqs![0]!).sort()).toEqual(['answer', 'categoryId', 'id', 'question'])
    // Every FAQ has its own Spanish and Turkish.
    const english = new Set(en.flatMap((c) => c.faqs!.map((f) => f.question)))
    for (const other of [es, tr])
      for (const f of other.flatMap((c) => c.faqs!)) expect(english.has(f.question)).toBe(false)
  })

  it('answers guides, their categories and their articles in the language asked for', async () => {
    const es = await inLanguage('guide', 'es', { categorySlug: 'appointments', guideSlug: 'book-an-appointment' })
    expect(es.body).toMatchObject({ slug: 'appointments', title: 'Citas' })
    expect(es.body.guides[0]).toMatchObject({ slug: 'book-an-appointment', title: 'Agendar una cita' })
    expect(es.body.guides[0].content).toContain('Agendas › Agendar cita')
    const tr = (await inLanguage('guides', 'tr')).body as Cat<Guide>[]
    expect(tr.map((c) => c.title)).toEqual(['Başlarken', 'Randevular', 'Takvimler', 'Hastalar', 'Stok', 'Ayarlar'])
    expect(Object.keys(tr[0]!).sort()).toEqual(['guides', 'id', 'slug', 'title', 'totalGuides', 'visibleGuides'])
  })

  it('answers English to a language it has no texts for, and to a client that names none', async () => {
    expect(((await inLanguage('faqs', 'de-DE')).body as Cat<Faq>[])[0]!.title).toBe('Most asked')
    expect(((await get('guides')).body as Cat<Guide>[])[0]!.title).toBe('Getting started')
  })
})
