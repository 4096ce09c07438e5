import { beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'

let h: Harness
beforeAll(async () => {
  h = await createHarness({ seeders: [coreSeeder] })
})

type IconSet = { namespace: string; name: string; grid: string; list: string[] }
const get = async (set: string) => (await h.call('GET', `api/ui/icons/${set}`)).body as IconSet

describe('api/ui/icons', () => {
  it('serves the 7 sets with the contract namespaces and grids', async () => {
    const expected: Record<string, [string, string]> = {
      feather: ['feather', 'icon-size-6'],
      'heroicons-outline': ['heroicons_outline', 'icon-size-6'],
      'heroicons-solid': ['heroicons_solid', 'icon-size-5'],
      iconsmind: ['iconsmind', 'icon-size-10'],
      'material-solid': ['mat_solid', 'icon-size-6'],
      'material-outline': ['mat_outline', 'icon-size-6'],
      'material-twotone': ['', 'icon-size-6'],
    }
    for (const [set, [namespace, grid]] of Object.entries(expected)) {
      const res = await h.call('GET', `api/ui/icons/${set}`)
      expect(res.status).toBe(200)
      expect(Object.keys(res.body).sort()).toEqual(['grid', 'list', 'name', 'namespace'])
      expect(res.body).toMatchObject({ namespace, grid })
      expect(res.body.list.length).toBeGreaterThan(100)
    }
  })

  it('shares one list between the material sets and one between the heroicons sets; names are unique kebab-case', async () => {
    const [solid, outline, twotone] = await Promise.all([get('material-solid'), get('material-outline'), get('material-twotone')])
    expect(outline.list).toEqual(solid.list)
    expect(twotone.list).toEqual(solid.list)
    expect((await get('heroicons-solid')).list).toEqual((await get('heroicons-outline')).list)
    const feather = await get('feather')
    for (const list of [solid.list, feather.list]) {
      expect(new Set(list).size).toBe(list.length)
      expect(list.every((n) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(n))).toBe(true)
    }
    expect(feather.list).toContain('activity')
    // Every Feather name is also drawable from the full list.
    expect(feather.list.every((n) => solid.list.includes(n))).toBe(true)
  })

  it('answers 404 for an unknown set and 401 without a token', async () => {
    expect((await h.call('GET', 'api/ui/icons/nope')).status).toBe(404)
    expect((await h.call('GET', 'api/ui/icons/feather', { token: null })).status).toBe(401)
  })
})
