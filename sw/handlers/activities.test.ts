import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { activitiesSeeder } from '@seeds/activities'

const NOW = new Date('2025-03-15T12:00:00Z')

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, activitiesSeeder], now: NOW })
})

type Activity = Record<string, unknown> & {
  id: string
  date: string
  description: string
  icon?: string
  image?: string
}

describe('api/pages/activities', () => {
  it('serves the 10 activities newest first, dated relative to seeding, with the contract fields only', async () => {
    const res = await h.call('GET', 'api/pages/activities')
    expect(res.status).toBe(200)
    const list = res.body as Activity[]
    expect(list).toHaveLength(10)
    const times = list.map((a) => Date.parse(a.date))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(NOW.getTime() - times[0]!).toBe(25 * 60_000)
    const allowed = ['id', 'icon', 'image', 'description', 'date', 'extraContent', 'linkedContent', 'link', 'useRouter']
    for (const a of list) {
      for (const k of Object.keys(a)) expect(allowed).toContain(k)
      // Each activity shows either an icon or a person.
      expect(Boolean(a.icon) !== Boolean(a.image)).toBe(true)
    }
    expect(list.filter((a) => a.image).every((a) => a.image!.startsWith('data:image/svg+xml'))).toBe(true)
    expect(list.find((a) => a.link === '/dashboards/project')).toMatchObject({
      useRouter: true,
      linkedContent: 'Top Secret Project',
    })
  })

  it('needs a signed-in user', async () => {
    expect((await h.call('GET', 'api/pages/activities', { token: null })).status).toBe(401)
  })
})

describe("api/pages/activities in the reader's language", () => {
  const feed = async (language: string) =>
    (await h.call('GET', 'api/pages/activities', { headers: { 'accept-language': language } })).body as Activity[]

  it('answers Spanish and Turkish texts with the same ids, names and links, and the contract fields only', async () => {
    const en = await feed('en')
    const es = await feed('es')
    const tr = await feed('tr-TR')
    expect(es.map((a) => a.id)).toEqual(en.map((a) => a.id))
    expect(es[0]!.description).toBe('Tu propuesta ha sido aceptada')
    expect(tr[0]!.description).toBe('Başvurunuz kabul edildi')
    expect(es.find((a) => a.link === '/dashboards/project')!.description).toContain('<strong>Leo Gill</strong>')
    expect(tr.find((a) => a.link === '/apps/chat' && String(a.linkedContent).includes('Tina'))!.linkedContent).toBe(
      'Tina Harris ile sohbete git',
    )
    for (const list of [es, tr]) {
      for (const [i, a] of list.entries()) {
        expect(a.description).not.toBe(en[i]!.description)
        expect(Object.keys(a).sort()).toEqual(Object.keys(en[i]!).sort())
      }
    }
  })
})
