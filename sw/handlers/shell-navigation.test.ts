import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { shellSeeder } from '@seeds/shell'
import { contactsSeeder } from '@seeds/contacts'
import { tasksSeeder } from '@seeds/tasks'
import en from '@/locales/en/navigation.json'
import es from '@/locales/es/navigation.json'
import tr from '@/locales/tr/navigation.json'
import type { NavItemData } from '@/shared/schemas/shell'
import { navigationFor } from './shell-navigation'

type Texts = Record<string, { title?: string; subtitle?: string; tooltip?: string }>

function everyItem(items: NavItemData[]): NavItemData[] {
  return items.flatMap((item) => [item, ...everyItem(item.children ?? [])])
}

describe('navigation translation keys', () => {
  const trees = navigationFor('admin')
  const shown = Object.values(trees)
    .flatMap(everyItem)
    .filter((item) => item.title !== undefined)

  it('gives every item with a text a translation key', () => {
    expect(shown.filter((item) => !item.translation)).toEqual([])
  })

  it.each([
    ['en', en],
    ['es', es],
    ['tr', tr],
  ] as const)('has the title, subtitle and tooltip of every item in %s', (_, texts: Texts) => {
    const missing = shown.flatMap((item) => {
      const entry = texts[item.translation ?? '']
      return (['title', 'subtitle', 'tooltip'] as const)
        .filter((part) => item[part] !== undefined && !entry?.[part])
        .map((part) => `${item.translation}.${part}`)
    })
    expect(missing).toEqual([])
  })

  it('says the Turkish menu in Turkish', () => {
    const texts: Texts = tr
    expect(texts.clinica?.title).toBe('Klinik')
    expect(texts.inicio?.title).toBe('Ana sayfa')
  })
})

describe('GET api/common/navigation', () => {
  let h: Harness
  beforeEach(async () => {
    h = await createHarness({ seeders: [coreSeeder, shellSeeder, contactsSeeder, tasksSeeder] })
  })
  const ids = (items: NavItemData[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])])
  const links = (items: NavItemData[]): string[] =>
    items.flatMap((i) => [...(i.link ? [i.link] : []), ...links(i.children ?? [])])

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
      (await h.call('GET', 'api/common/navigation', { token: await h.roleToken('reception') })).body.default,
    )
    expect(reception).toEqual(expect.arrayContaining(['clientes.list', 'agendas.general', 'agendas.book']))
    expect(reception).not.toContain('administracion')
    expect(reception).not.toContain('agendas.mine')
    // Guest-only sign-up bounced staff out of the app: the menu has no "Registro" for anyone.
    expect([...admin, ...reception]).not.toContain('registro')

    const doctor = ids(
      (await h.call('GET', 'api/common/navigation', { token: await h.roleToken('doctor') })).body.default,
    )
    expect(doctor).toEqual(expect.arrayContaining(['agendas.general', 'agendas.mine']))
    expect(doctor).not.toContain('clientes')
    // Booking ends in "No access" for a doctor (the API refuses its POST), so the menu does not offer it.
    expect(doctor).not.toContain('agendas.book')

    const patient = await h.call('GET', 'api/common/navigation', { token: await h.roleToken('patient') })
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
    const patient = (await h.call('GET', 'api/common/navigation', { token: await h.roleToken('patient') })).body
    for (const layout of ['default', 'compact', 'futuristic', 'horizontal']) {
      expect(
        links(patient[layout]).filter((l) => staffApps.includes(l)),
        layout,
      ).toEqual([])
    }
    expect(links(patient.default)).toContain('/apps/mailbox')
    const doctor = links(
      (await h.call('GET', 'api/common/navigation', { token: await h.roleToken('doctor') })).body.default,
    )
    expect(doctor).toEqual(expect.arrayContaining(['/apps/chat', '/apps/contacts']))
    expect(doctor).not.toContain('/apps/ecommerce/inventory')
    expect(doctor).not.toContain('/dashboards/analytics')
    const reception = links(
      (await h.call('GET', 'api/common/navigation', { token: await h.roleToken('reception') })).body.default,
    )
    expect(reception).toContain('/apps/ecommerce/inventory')
    expect(reception).not.toContain('/dashboards/finance')
  })

  it('needs a token', async () => {
    expect((await h.call('GET', 'api/common/navigation', { token: null })).status).toBe(401)
  })
})
