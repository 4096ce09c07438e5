import { beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { shellSeeder } from '@seeds/shell'
import { contactsSeeder } from '@seeds/contacts'
import { tasksSeeder } from '@seeds/tasks'
import { coreStores } from '@/shared/db/stores/core'
import { shellStores } from '@/shared/db/stores/shell'
import { coldQuery } from '@sw/runtime/query-runner'
import { searchRoutes } from './shell-search'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, shellSeeder, contactsSeeder, tasksSeeder] })
})

describe('POST api/common/search', () => {
  it('answers { results: [] } for an empty query and 400 without one', async () => {
    expect(await h.call('POST', 'api/common/search', { body: { query: '' } })).toEqual({
      status: 200,
      body: { results: [] },
    })
    expect((await h.call('POST', 'api/common/search', { body: {} })).body.field).toBe('query')
    expect((await h.call('POST', 'api/common/search', { body: { query: 3 } })).status).toBe(400)
  })

  it('answers the sets in the order contacts, pages, tasks, leaving out empty ones', async () => {
    const contact = (await h.db.table('contacts').toArray())[0] as { name: string }
    const task = (await h.db.table('tasks').toArray()).find((t: { type: string }) => t.type === 'task') as {
      title: string
    }
    const res = await h.call('POST', 'api/common/search', { body: { query: 'a' } })
    expect(res.body.map((s: { id: string; label: string }) => [s.id, s.label])).toEqual([
      ['contacts', 'Contacts'],
      ['pages', 'Pages'],
      ['tasks', 'Tasks'],
    ])

    const byName = await h.call('POST', 'api/common/search', { body: { query: contact.name.toUpperCase() } })
    const contacts = byName.body.find((s: { id: string }) => s.id === 'contacts')
    expect(contacts.results[0]).toMatchObject({
      name: contact.name,
      value: contact.name,
      link: expect.stringMatching(/^\/apps\/contacts\/.+/),
    })

    const byTitle = await h.call('POST', 'api/common/search', { body: { query: task.title.slice(0, 12) } })
    const tasks = byTitle.body.find((s: { id: string }) => s.id === 'tasks')
    expect(
      tasks.results.every(
        (r: { title: string; value: string; link: string }) => r.value === r.title && r.link.startsWith('/apps/tasks/'),
      ),
    ).toBe(true)

    expect((await h.call('POST', 'api/common/search', { body: { query: 'zzqqxx' } })).body).toEqual([])
  })

  it('finds pages of the default navigation by title or subtitle, sorted contacts by name', async () => {
    const res = await h.call('POST', 'api/common/search', { body: { query: 'agenda' } })
    const pages = res.body.find((s: { id: string }) => s.id === 'pages')
    expect(pages.results.map((p: { value: string; link: string }) => [p.value, p.link])).toEqual([
      ['Agenda general', '/medical/general-agenda'],
      ['Mi agenda', '/medical/my-agenda'],
      ['Agendar cita', '/medical/envio-medical/0'],
    ])
    const whatsapp = await h.call('POST', 'api/common/search', { body: { query: 'whatsapp' } })
    expect(whatsapp.body[0]).toMatchObject({ id: 'pages', results: [{ id: 'soporte', externalLink: true }] })
    const contacts = (await h.call('POST', 'api/common/search', { body: { query: 'e' } })).body[0].results.map(
      (c: { name: string }) => c.name,
    )
    expect(contacts).toEqual([...contacts].sort(new Intl.Collator('en').compare))
    const patient = await h.call('POST', 'api/common/search', {
      body: { query: 'productos' },
      token: await h.roleToken('patient'),
    })
    expect(patient.body.find((s: { id: string }) => s.id === 'pages')).toBeUndefined()
  })

  it('gives a role no contacts, tasks or pages of apps it may not use', async () => {
    const admin = (await h.call('POST', 'api/common/search', { body: { query: 'a' } })).body.map(
      (s: { id: string }) => s.id,
    )
    expect(admin).toEqual(['contacts', 'pages', 'tasks'])
    const patient = (
      await h.call('POST', 'api/common/search', { body: { query: 'a' }, token: await h.roleToken('patient') })
    ).body
    expect(patient.map((s: { id: string }) => s.id)).toEqual(['pages'])
    const pages = patient[0].results.map((r: { link: string }) => r.link)
    expect(pages.filter((l: string) => /^\/(apps\/(chat|tasks|contacts|notes|scrumboard)|dashboards)/.test(l))).toEqual(
      [],
    )
    const doctor = (
      await h.call('POST', 'api/common/search', { body: { query: 'a' }, token: await h.roleToken('doctor') })
    ).body.map((s: { id: string }) => s.id)
    expect(doctor).toEqual(['contacts', 'pages', 'tasks'])
  })

  it('searches only pages when the contacts and tasks apps are not installed', async () => {
    const db = new Dexie(`search-bare-${Date.now()}`)
    db.version(1).stores({ ...coreStores, ...shellStores })
    const handler = searchRoutes[0]!.handler
    const req = {
      method: 'POST' as const,
      path: 'api/common/search',
      params: {},
      query: new URLSearchParams(),
      headers: new Headers(),
      body: { query: 'a' },
      user: { id: 'u', email: 'u@x.y', role: 'admin' as const },
    }
    const answer = (await handler(req, { db, query: coldQuery(db), now: () => new Date() })) as Array<{ id: string }>
    expect(answer.map((s) => s.id)).toEqual(['pages'])
  })
})
