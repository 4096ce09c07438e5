import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { academySeeder } from '@seeds/academy'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, academySeeder] })
})

type Course = {
  id: string
  title: string
  category: string
  featured: boolean
  totalSteps: number
  updatedAt: string
  progress: { currentStep: number; completed: number }
}
const courses = async (token?: string) => (await h.call('GET', 'api/apps/academy/courses', { token })).body as Course[]
const patch = (body: unknown, token?: string) => h.call('PATCH', 'api/apps/academy/courses/course', { body, token })

describe('api/apps/academy', () => {
  it('serves the 4 categories sorted by title', async () => {
    const res = await h.call('GET', 'api/apps/academy/categories')
    expect(res.status).toBe(200)
    expect(res.body.map((c: { title: string }) => c.title)).toEqual(['Android', 'Cloud', 'Firebase', 'Web'])
    expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'slug', 'title'])
  })

  it('serves 18 courses in catalogue order with the contract fields and the user progress', async () => {
    const list = await courses()
    expect(list).toHaveLength(18)
    const per = (slug: string) => list.filter((c) => c.category === slug).length
    expect([per('web'), per('firebase'), per('cloud'), per('android')]).toEqual([7, 4, 4, 3])
    expect(list.filter((c) => c.featured)).toHaveLength(2)
    expect(list.every((c) => c.totalSteps === 11)).toBe(true)
    expect(Object.keys(list[0]!).sort()).toEqual([
      'category',
      'description',
      'duration',
      'featured',
      'id',
      'progress',
      'slug',
      'title',
      'totalSteps',
      'updatedAt',
    ])
    expect(list[0]).toMatchObject({ title: 'Modern React Fundamentals', progress: { currentStep: 3, completed: 2 } })
    expect(Number.isNaN(Date.parse(list[0]!.updatedAt))).toBe(false)
  })

  it('serves one course with its 11 steps in order', async () => {
    const [first] = await courses()
    const res = await h.call('GET', 'api/apps/academy/courses/course', { query: { id: first!.id } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: first!.id, title: first!.title, progress: first!.progress })
    expect(res.body.steps.map((s: { order: number }) => s.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(Object.keys(res.body.steps[0]).sort()).toEqual(['content', 'order', 'subtitle', 'title'])
    expect(res.body.steps[0].content).toContain('<h2>Introduction</h2>')
  })

  it('answers 404 for an unknown course and 400 without an id', async () => {
    expect(await h.call('GET', 'api/apps/academy/courses/course', { query: { id: 'nope' } })).toMatchObject({
      status: 404,
      body: { id: 'nope' },
    })
    expect(await h.call('GET', 'api/apps/academy/courses/course')).toMatchObject({ status: 400, body: { field: 'id' } })
  })

  it('stores progress per user: a PATCH merges it and later reads show it', async () => {
    const list = await courses()
    const fresh = list.find((c) => c.progress.currentStep === 0 && c.progress.completed === 0)!
    const res = await patch({ id: fresh.id, progress: { currentStep: 4 } })
    expect(res).toMatchObject({ status: 200, body: { id: fresh.id, progress: { currentStep: 4, completed: 0 } } })
    expect((await patch({ id: fresh.id, progress: { completed: 1 } })).body.progress).toEqual({
      currentStep: 4,
      completed: 1,
    })
    expect((await courses()).find((c) => c.id === fresh.id)!.progress).toEqual({ currentStep: 4, completed: 1 })
    const detail = await h.call('GET', 'api/apps/academy/courses/course', { query: { id: fresh.id } })
    expect(detail.body.progress).toEqual({ currentStep: 4, completed: 1 })
    // One progress row per user and course, however many patches.
    expect(
      await h.db
        .table('academyProgress')
        .filter((p) => p.courseId === fresh.id)
        .count(),
    ).toBe(1)
    // The content date is not the progress date.
    expect(detail.body.updatedAt).toBe(fresh.updatedAt)

    const other = await h.tokenFor({ id: 'someone-else', email: 'x@y.z', role: 'admin' })
    await h.db.table('users').put({ id: 'someone-else', email: 'x@y.z', name: 'X', role: 'admin', verified: true })
    expect((await courses(other)).find((c) => c.id === fresh.id)!.progress).toEqual({ currentStep: 0, completed: 0 })
  })

  it('rejects bad progress with a 400 naming the field, and unknown courses with 404', async () => {
    const [first] = await courses()
    expect(await patch({ id: first!.id, progress: { currentStep: 11 } })).toMatchObject({
      status: 400,
      body: { field: 'progress.currentStep' },
    })
    expect(await patch({ id: first!.id, progress: { currentStep: -1 } })).toMatchObject({
      status: 400,
      body: { field: 'progress.currentStep' },
    })
    expect(await patch({ id: first!.id, progress: { currentStep: 1.5 } })).toMatchObject({
      status: 400,
      body: { field: 'progress.currentStep' },
    })
    expect(await patch({ id: first!.id, progress: { completed: 'two' } })).toMatchObject({
      status: 400,
      body: { field: 'progress.completed' },
    })
    expect(await patch({ id: first!.id, progress: {} })).toMatchObject({ status: 400, body: { field: 'progress' } })
    expect(await patch({ id: first!.id })).toMatchObject({ status: 400, body: { field: 'progress' } })
    expect(await patch({ progress: { currentStep: 1 } })).toMatchObject({ status: 400, body: { field: 'id' } })
    expect(await patch('RAW:[1]')).toMatchObject({ status: 400, body: { field: 'body' } })
    expect(await patch({ id: 'nope', progress: { currentStep: 1 } })).toMatchObject({
      status: 404,
      body: { id: 'nope' },
    })
    expect((await courses())[0]!.progress).toEqual(first!.progress)
  })

  it('needs a signed-in user', async () => {
    expect((await h.call('GET', 'api/apps/academy/courses', { token: null })).status).toBe(401)
  })
})

describe("academy texts in the reader's language (Accept-Language)", () => {
  const inLanguage = async (path: string, language: string, query?: Record<string, string>) =>
    (await h.call('GET', `api/apps/academy/${path}`, { query, headers: { 'accept-language': language } })).body

  it('answers categories, courses and steps in Spanish and Turkish with the same ids, slugs and numbers', async () => {
    const en = await inLanguage('courses', 'en')
    const es = await inLanguage('courses', 'es')
    expect(es.map((c: { id: string; slug: string }) => [c.id, c.slug])).toEqual(
      en.map((c: { id: string; slug: string }) => [c.id, c.slug]),
    )
    expect(es.find((c: { slug: string }) => c.slug === 'typescript-from-zero')).toMatchObject({
      title: 'TypeScript desde cero',
      duration: 60,
    })
    const tr = await inLanguage('courses/course', 'tr', { id: en[0].id })
    expect(tr.title).toBe('Modern React Temelleri')
    expect(tr.steps[0]).toMatchObject({ order: 0, title: 'Giriş' })
    expect(tr.steps[0].content).toContain('<h2>Giriş</h2>')
    expect(Object.keys(tr).sort()).toEqual(
      Object.keys(await inLanguage('courses/course', 'en', { id: en[0].id })).sort(),
    )
    expect((await inLanguage('categories', 'tr')).map((c: { title: string }) => c.title)).toContain('Bulut')
  })
})
