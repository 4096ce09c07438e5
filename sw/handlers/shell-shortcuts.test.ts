import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { shellSeeder } from '@seeds/shell'
import { contactsSeeder } from '@seeds/contacts'
import { tasksSeeder } from '@seeds/tasks'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, shellSeeder, contactsSeeder, tasksSeeder] })
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
    const token = await h.roleToken('patient')
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
    const other = await h.roleToken('doctor')
    expect((await h.call('GET', 'api/common/shortcuts', { token: other })).body).toEqual([])
    const first = (await h.call('GET', 'api/common/shortcuts')).body[0]
    expect((await h.call('DELETE', 'api/common/shortcuts', { query: { id: first.id }, token: other })).status).toBe(404)
  })
})
