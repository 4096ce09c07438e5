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
import type { NavItemData } from '@/shared/schemas/shell'
import { searchRoutes } from './shell-search'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, shellSeeder, contactsSeeder, tasksSeeder] })
})

const ids = (items: NavItemData[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])])
const links = (items: NavItemData[]): string[] =>
  items.flatMap((i) => [...(i.link ? [i.link] : []), ...links(i.children ?? [])])
/** A real account of the given role. */
const asRole = (role: 'admin' | 'reception' | 'doctor' | 'patient') =>
  h.accountToken({ id: `user-${role}`, email: `${role}@clinic.test`, role })

describe('GET api/common/navigation', () => {
  it('answers the four trees, the default one being the clinic menu plus the apps', async () => {
    const { status, body } = await h.call('GET', 'api/common/navigation')
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal'])
    expect(links(body.default)).toEqual(
      expect.arrayContaining([
        '/medical/home',
        '/medical/general-agenda',
        '/medical/my-agenda',
        '/medical/envio-medical/0',
        '/persons/list-persons',
        '/persons/add-persons/0',
        '/medical/list-procedures',
        '/maintenance/admin-products',
        '/maintenance/admin-categories',
        '/maintenance/admin-procedures',
        '/maintenance/admin-doctors',
        '/medical/generate-events',
        '/apps/ecommerce/inventory',
        '/apps/contacts',
        '/apps/mailbox',
        '/apps/chat',
        '/apps/tasks',
        '/apps/notes',
        '/apps/scrumboard',
        '/apps/file-manager',
      ]),
    )
    // The demo dashboards and pages have their own group; 'Mi agenda' is the clinic's own screen (below).
    expect(links(body.default)).toEqual(
      expect.arrayContaining([
        '/apps/academy',
        '/apps/help-center',
        '/dashboards/analytics',
        '/dashboards/project',
        '/dashboards/finance',
        '/dashboards/crypto',
        '/pages/activities',
        '/ui/icons',
      ]),
    )
    const agendas = body.default[0].children.find((i: NavItemData) => i.id === 'agendas')
    expect(agendas.children.map((i: NavItemData) => [i.title, i.link])).toEqual([
      ['Agenda general', '/medical/general-agenda'],
      ['Mi agenda', '/medical/my-agenda'],
      ['Agendar cita', '/medical/envio-medical/0'],
    ])
  })

  it('puts the example entry in compact, futuristic and horizontal, with the default children copied by id', async () => {
    const { body } = await h.call('GET', 'api/common/navigation')
    for (const tree of ['compact', 'futuristic', 'horizontal'] as const) {
      expect(body[tree][0]).toMatchObject({ id: 'example', type: 'basic', link: '/example' })
      const apps = body[tree].find((i: NavItemData) => i.id === 'apps')
      const defaultApps = body.default.find((i: NavItemData) => i.id === 'apps')
      expect(apps.children).toEqual(defaultApps.children)
    }
    expect(body.compact.slice(1).every((i: NavItemData) => i.type === 'aside')).toBe(true)
  })

  it('leaves out what the signed-in role may not see', async () => {
    const admin = ids((await h.call('GET', 'api/common/navigation')).body.default)
    expect(admin).toEqual(
      expect.arrayContaining(['mantenimiento.productos', 'administracion.horarios', 'clientes.list', 'agendas.mine']),
    )

    const reception = ids(
      (await h.call('GET', 'api/common/navigation', { token: await asRole('reception') })).body.default,
    )
    expect(reception).toEqual(expect.arrayContaining(['clientes.list', 'agendas.general', 'agendas.book']))
    expect(reception).not.toContain('administracion')
    expect(reception).not.toContain('agendas.mine')
    // Guest-only sign-up bounced staff out of the app: the menu has no "Registro" for anyone.
    expect([...admin, ...reception]).not.toContain('registro')

    const doctor = ids((await h.call('GET', 'api/common/navigation', { token: await asRole('doctor') })).body.default)
    expect(doctor).toEqual(expect.arrayContaining(['agendas.general', 'agendas.mine']))
    expect(doctor).not.toContain('clientes')
    // Booking ends in "No access" for a doctor (the API refuses its POST), so the menu does not offer it.
    expect(doctor).not.toContain('agendas.book')

    const patient = await h.call('GET', 'api/common/navigation', { token: await asRole('patient') })
    const patientIds = ids(patient.body.default)
    expect(patientIds).toEqual(expect.arrayContaining(['inicio', 'agendas.book', 'servicios', 'apps.mailbox']))
    for (const hidden of [
      'agendas.general',
      'agendas.mine',
      'clientes',
      'registro',
      'mantenimiento',
      'administracion.horarios',
    ])
      expect(patientIds).not.toContain(hidden)
    expect(patient.body.compact.map((i: NavItemData) => i.id)).not.toContain('administracion')
  })

  it('leaves out the apps the access matrix keeps from a role, in every layout', async () => {
    const staffApps = [
      '/apps/chat',
      '/apps/tasks',
      '/apps/notes',
      '/apps/scrumboard',
      '/apps/contacts',
      '/apps/ecommerce/inventory',
      '/apps/file-manager',
      '/apps/academy',
      '/apps/help-center',
      '/dashboards/analytics',
      '/pages/activities',
      '/ui/icons',
      '/example',
    ]
    const patient = (await h.call('GET', 'api/common/navigation', { token: await asRole('patient') })).body
    for (const layout of ['default', 'compact', 'futuristic', 'horizontal']) {
      expect(
        links(patient[layout]).filter((l) => staffApps.includes(l)),
        layout,
      ).toEqual([])
    }
    expect(links(patient.default)).toContain('/apps/mailbox')
    const doctor = links((await h.call('GET', 'api/common/navigation', { token: await asRole('doctor') })).body.default)
    expect(doctor).toEqual(expect.arrayContaining(['/apps/chat', '/apps/contacts']))
    expect(doctor).not.toContain('/apps/ecommerce/inventory')
    expect(doctor).not.toContain('/dashboards/analytics')
    const reception = links(
      (await h.call('GET', 'api/common/navigation', { token: await asRole('reception') })).body.default,
    )
    expect(reception).toContain('/apps/ecommerce/inventory')
    expect(reception).not.toContain('/dashboards/finance')
  })

  it('needs a token', async () => {
    expect((await h.call('GET', 'api/common/navigation', { token: null })).status).toBe(401)
  })
})

describe('api/common/shortcuts', () => {
  it('lists the 8 seeded shortcuts with the contract fields only', async () => {
    const { status, body } = await h.call('GET', 'api/common/shortcuts')
    expect(status).toBe(200)
    expect(body).toHaveLength(8)
    expect(Object.keys(body[0]).sort()).toEqual(['description', 'icon', 'id', 'label', 'link', 'useRouter'])
  })

  it('creates at the front, merges on PATCH and answers the deleted item', async () => {
    const shortcut = { label: 'Notas', icon: 'sticky-note', link: '/apps/notes', useRouter: true }
    const created = await h.call('POST', 'api/common/shortcuts', { body: { shortcut } })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ ...shortcut, description: '', id: expect.any(String) })
    expect((await h.call('GET', 'api/common/shortcuts')).body[0].id).toBe(created.body.id)

    const patched = await h.call('PATCH', 'api/common/shortcuts', {
      body: { id: created.body.id, shortcut: { description: 'Mis notas' } },
    })
    expect(patched.body).toMatchObject({ label: 'Notas', description: 'Mis notas' })

    const deleted = await h.call('DELETE', 'api/common/shortcuts', { query: { id: created.body.id } })
    expect(deleted).toMatchObject({ status: 200, body: { id: created.body.id, label: 'Notas' } })
    expect((await h.call('GET', 'api/common/shortcuts')).body).toHaveLength(8)
  })

  it('answers the seeded shortcuts in the reader’s language; one the user renamed keeps its new name', async () => {
    const labels = async (lang: string) =>
      (
        (await h.call('GET', 'api/common/shortcuts', { headers: { 'accept-language': lang } })).body as Array<{
          id: string
          label: string
          description: string
        }>
      ).map((s) => `${s.label} · ${s.description}`)
    expect((await labels('en')).slice(0, 3)).toEqual([
      'Agenda · General agenda',
      'Book · New appointment',
      'Patients · Patient list',
    ])
    expect((await labels('es')).slice(0, 3)).toEqual([
      'Agenda · Agenda general',
      'Agendar · Nueva cita',
      'Clientes · Lista de clientes',
    ])
    expect((await labels('tr')).slice(0, 3)).toEqual([
      'Ajanda · Genel ajanda',
      'Randevu al · Yeni randevu',
      'Hastalar · Hasta listesi',
    ])

    const first = (await h.call('GET', 'api/common/shortcuts')).body[0]
    await h.call('PATCH', 'api/common/shortcuts', {
      body: { id: first.id, shortcut: { label: 'Mi agenda' } },
      headers: { 'accept-language': 'es' },
    })
    expect((await labels('tr'))[0]).toBe('Mi agenda · Genel ajanda')
  })

  it('answers 400 naming the field and 404 for unknown ids', async () => {
    const bad = await h.call('POST', 'api/common/shortcuts', {
      body: { shortcut: { label: '', icon: 'home', link: '/x' } },
    })
    expect(bad).toMatchObject({ status: 400, body: { field: 'shortcut.label' } })
    expect(
      (await h.call('POST', 'api/common/shortcuts', { body: { shortcut: { label: 'A', icon: 'nope', link: '/x' } } }))
        .body.field,
    ).toBe('shortcut.icon')
    expect(
      (await h.call('POST', 'api/common/shortcuts', { body: { shortcut: { label: 'A', icon: 'home', link: 'x' } } }))
        .body.field,
    ).toBe('shortcut.link')
    expect((await h.call('POST', 'api/common/shortcuts', { body: {} })).body.field).toBe('shortcut')
    expect((await h.call('PATCH', 'api/common/shortcuts', { body: { shortcut: { label: 'A' } } })).body.field).toBe(
      'id',
    )
    const first = (await h.call('GET', 'api/common/shortcuts')).body[0]
    expect(
      (await h.call('PATCH', 'api/common/shortcuts', { body: { id: first.id, shortcut: { link: '' } } })).body.field,
    ).toBe('shortcut.link')
    expect(
      (await h.call('PATCH', 'api/common/shortcuts', { body: { id: 'missing', shortcut: { label: 'A' } } })).status,
    ).toBe(404)
    expect((await h.call('DELETE', 'api/common/shortcuts', { query: { id: 'missing' } })).status).toBe(404)
    expect((await h.call('DELETE', 'api/common/shortcuts')).body.field).toBe('id')
    expect((await h.call('GET', 'api/common/shortcuts')).body).toHaveLength(8)
  })

  it("accepts the template's icon names and its form (id: null on create, its own id on update)", async () => {
    const shortcut = {
      id: null,
      label: 'Favourites',
      description: '',
      icon: 'heroicons_outline:star',
      link: '/apps/contacts',
      useRouter: true,
    }
    const created = await h.call('POST', 'api/common/shortcuts', { body: { shortcut } })
    expect(created).toMatchObject({ status: 200, body: { ...shortcut, id: expect.any(String) } })
    const id = created.body.id
    for (const icon of [
      'heroicons_solid:user-group',
      'mat_outline:account_circle',
      'mat_solid:home',
      'feather:mail',
      'iconsmind:alarm_clock',
      'star',
    ]) {
      const saved = await h.call('PATCH', 'api/common/shortcuts', { body: { id, shortcut: { ...created.body, icon } } })
      expect(saved, icon).toMatchObject({ status: 200, body: { id, icon } })
    }
    expect((await h.call('GET', 'api/common/shortcuts')).body[0]).toMatchObject({ id, icon: 'star' })
  })

  it('refuses icon names of no known set, and an id of another shortcut, changing nothing', async () => {
    for (const icon of [
      'nope:star',
      'heroicons_outline:',
      'heroicons_outline:<b>',
      'HEROICONS_OUTLINE:star',
      'heroicons_outline:star extra',
    ]) {
      const res = await h.call('POST', 'api/common/shortcuts', { body: { shortcut: { label: 'A', icon, link: '/x' } } })
      expect(res, icon).toMatchObject({ status: 400, body: { field: 'shortcut.icon', reason: 'Choose an icon' } })
    }
    const [first, second] = (await h.call('GET', 'api/common/shortcuts')).body
    expect(
      await h.call('PATCH', 'api/common/shortcuts', {
        body: { id: first.id, shortcut: { id: second.id, label: 'X' } },
      }),
    ).toMatchObject({ status: 400, body: { field: 'shortcut.id' } })
    expect((await h.call('GET', 'api/common/shortcuts')).body).toHaveLength(8)
    expect((await h.call('GET', 'api/common/shortcuts')).body[0]).toEqual(first)
  })

  it('does not offer shortcuts into apps the role may not use', async () => {
    const token = await asRole('patient')
    for (const [label, link] of [
      ['Chat', '/apps/chat'],
      ['Mail', '/apps/mailbox'],
      ['Stock', '/apps/ecommerce/inventory?page=2'],
    ]) {
      await h.call('POST', 'api/common/shortcuts', { token, body: { shortcut: { label, icon: 'home', link } } })
    }
    expect((await h.call('GET', 'api/common/shortcuts', { token })).body.map((s: { link: string }) => s.link)).toEqual([
      '/apps/mailbox',
    ])
  })

  it("keeps each user's shortcuts to themselves", async () => {
    const other = await asRole('doctor')
    expect((await h.call('GET', 'api/common/shortcuts', { token: other })).body).toEqual([])
    const first = (await h.call('GET', 'api/common/shortcuts')).body[0]
    expect((await h.call('DELETE', 'api/common/shortcuts', { query: { id: first.id }, token: other })).status).toBe(404)
  })
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
      token: await asRole('patient'),
    })
    expect(patient.body.find((s: { id: string }) => s.id === 'pages')).toBeUndefined()
  })

  it('gives a role no contacts, tasks or pages of apps it may not use', async () => {
    const admin = (await h.call('POST', 'api/common/search', { body: { query: 'a' } })).body.map(
      (s: { id: string }) => s.id,
    )
    expect(admin).toEqual(['contacts', 'pages', 'tasks'])
    const patient = (
      await h.call('POST', 'api/common/search', { body: { query: 'a' }, token: await asRole('patient') })
    ).body
    expect(patient.map((s: { id: string }) => s.id)).toEqual(['pages'])
    const pages = patient[0].results.map((r: { link: string }) => r.link)
    expect(pages.filter((l: string) => /^\/(apps\/(chat|tasks|contacts|notes|scrumboard)|dashboards)/.test(l))).toEqual(
      [],
    )
    const doctor = (
      await h.call('POST', 'api/common/search', { body: { query: 'a' }, token: await asRole('doctor') })
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
