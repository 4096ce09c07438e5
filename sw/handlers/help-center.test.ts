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
type Cat<T> = { id: string; slug: string; title: string; faqs?: T[]; guides?: T[]; visibleGuides?: number; totalGuides?: number }
const get = (path: string, query?: Record<string, string | number>) => h.call('GET', `api/apps/help-center/${path}`, { query })

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

describe('api/apps/help-center/guides', () => {
  it('without a slug: every category with its first 5 guides, how many are visible and how many there are', async () => {
    const cats = (await get('guides')).body as Cat<Guide>[]
    expect(cats.map((c) => c.slug)).toEqual(['getting-started', 'projects', 'settings', 'payments', 'your-account'])
    expect(cats.map((c) => c.totalGuides)).toEqual([4, 8, 5, 4, 6])
    expect(cats.map((c) => c.guides!.length)).toEqual([4, 5, 5, 4, 5])
    expect(cats.every((c) => c.visibleGuides === 5)).toBe(true)
    expect(Object.keys(cats[1]!.guides![0]!).sort()).toEqual(['categoryId', 'id', 'slug', 'subtitle', 'title'])
    expect(cats[1]!.guides!.map((g) => g.title)).toEqual(['Create a project', 'Rename a project', 'Archive a project', 'Invite people to a project', 'Set project permissions'])
  })

  it('takes a limit, including 0', async () => {
    const four = (await get('guides', { limit: 4 })).body as Cat<Guide>[]
    expect(four.map((c) => c.guides!.length)).toEqual([4, 4, 4, 4, 4])
    expect(four[0]!.visibleGuides).toBe(4)
    const none = (await get('guides', { limit: 0 })).body as Cat<Guide>[]
    expect(none.every((c) => c.guides!.length === 0 && c.totalGuides! > 0)).toBe(true)
  })

  it('with a slug: the category with all its guides and no counts', async () => {
    const res = await get('guides', { slug: 'projects', limit: 2 })
    expect(res.body).toHaveLength(1)
    expect(res.body[0].guides).toHaveLength(8)
    expect(res.body[0]).not.toHaveProperty('visibleGuides')
    expect(res.body[0]).not.toHaveProperty('totalGuides')
  })

  it('answers 400 naming limit for a bad limit and 404 for an unknown slug', async () => {
    for (const limit of ['abc', '-1', '2.5', '1e2']) expect(await get('guides', { limit })).toMatchObject({ status: 400, body: { field: 'limit' } })
    expect(await get('guides', { slug: 'nope' })).toMatchObject({ status: 404, body: { id: 'nope' } })
  })
})

describe('api/apps/help-center/guide', () => {
  it('serves the category with the one guide and its content', async () => {
    const res = await get('guide', { categorySlug: 'settings', guideSlug: 'change-your-language' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ slug: 'settings', title: 'Settings' })
    expect(res.body.guides).toHaveLength(1)
    expect(res.body.guides[0]).toMatchObject({ slug: 'change-your-language', title: 'Change your language', categoryId: res.body.id })
    expect(res.body.guides[0].content).toContain('how to change your language')
  })

  it('answers 404 for an unknown guide, an unknown category or a guide of another category; 400 without slugs', async () => {
    expect(await get('guide', { categorySlug: 'settings', guideSlug: 'nope' })).toMatchObject({ status: 404, body: { id: 'nope' } })
    expect(await get('guide', { categorySlug: 'nope', guideSlug: 'change-your-language' })).toMatchObject({ status: 404, body: { id: 'nope' } })
    expect((await get('guide', { categorySlug: 'payments', guideSlug: 'change-your-language' })).status).toBe(404)
    expect(await get('guide', { guideSlug: 'change-your-language' })).toMatchObject({ status: 400, body: { field: 'categorySlug' } })
    expect(await get('guide', { categorySlug: 'settings' })).toMatchObject({ status: 400, body: { field: 'guideSlug' } })
  })
})
