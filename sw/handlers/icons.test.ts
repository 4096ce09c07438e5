import { beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { ICON_SETS, type IconSetName } from '@/shared/constants/dashboards'

// The drawings the page loads for a set: the same modules the build cuts from the packages.
const drawingsOf = (set: IconSetName) =>
  import(`virtual:icon-set/${set}`) as Promise<{ default: { icons: Record<string, unknown> } }>

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

  it("lists each set's own names, the ones the page draws from the set's package", async () => {
    const sets = await Promise.all(ICON_SETS.map(async (s) => [s, await get(s)] as const))
    for (const [set, { list }] of sets) {
      expect(new Set(list).size, set).toBe(list.length)
      const drawings = (await drawingsOf(set)).default
      expect(list, set).toEqual(Object.keys(drawings.icons))
    }
    const names = Object.fromEntries(sets.map(([s, v]) => [s, v.list]))
    // The template's own spellings: Material's snake_case, Feather's and Heroicons' kebab-case.
    expect(names['material-outline']).toContain('account_circle')
    expect(names['material-twotone']).toContain('account_circle')
    expect(names.feather).toContain('alert-triangle')
    expect(names['heroicons-outline']).toContain('user-group')
    expect(names['heroicons-solid']).toContain('user-group')
    // Sets from different packages share only plain words ('camera'): not one list drawn under seven labels.
    const shared = (a: string[], b: string[]) => a.filter((n) => b.includes(n)).length / a.length
    expect(shared(names.feather!, names['material-outline']!)).toBeLessThan(0.5)
    expect(shared(names.feather!, names['heroicons-outline']!)).toBeLessThan(0.5)
    expect(shared(names.iconsmind!, names['material-solid']!)).toBeLessThan(0.5)
  })

  it('draws the styles of one package differently: outline, solid and two-tone are different pictures', async () => {
    const [{ default: solid }, { default: outline }, { default: twotone }] = await Promise.all([
      drawingsOf('material-solid'),
      drawingsOf('material-outline'),
      drawingsOf('material-twotone'),
    ])
    expect(solid.icons.home).not.toEqual(outline.icons.home)
    expect(twotone.icons.home).not.toEqual(outline.icons.home)
    expect(String(twotone.icons.home)).toContain('opacity')
    const [heroOutline, heroSolid] = await Promise.all([drawingsOf('heroicons-outline'), drawingsOf('heroicons-solid')])
    expect(heroOutline.default.icons.bell).not.toEqual(heroSolid.default.icons.bell)
  })

  it('answers 404 for an unknown set and 401 without a token', async () => {
    expect((await h.call('GET', 'api/ui/icons/nope')).status).toBe(404)
    expect((await h.call('GET', 'api/ui/icons/feather', { token: null })).status).toBe(401)
  })
})
