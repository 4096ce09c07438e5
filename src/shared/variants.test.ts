import { describe, expect, it } from 'vitest'
import { APP_VALUES, BUILD_TARGETS, VARIANTS, configFor, homePathFor, resolveVariant } from './variants'

describe('variants', () => {
  it('sends every configuration value to its module (SPEC section 2)', () => {
    const expected = {
      gym: '/gym/home',
      picoTaller: '/gym/home',
      visionLatina: '/gym/home',
      vidaSaludable: '/gym/home',
      vidaSaludableNutri: '/gym/home',
      inxxeptionApps: '/gym/home',
      elcastillo: '/gym/home',
      barber: '/barber/home',
      futbol: '/futbol/home',
    }
    expect(Object.fromEntries(APP_VALUES.map((a) => [a, homePathFor(a)]))).toEqual(expected)
    expect(homePathFor('unknown')).toBeUndefined()
    expect(homePathFor(undefined)).toBeUndefined()
  })

  it('builds the default variant for an unknown mode and each target for its own', () => {
    expect(resolveVariant('production').app).toBe('vidaSaludable')
    for (const t of BUILD_TARGETS) expect(resolveVariant(t).app).toBe(t)
  })

  it('gives every build an installable manifest with its own icons and a logo matching isSvg', () => {
    for (const t of BUILD_TARGETS) {
      const { manifest, logo, isSvg } = resolveVariant(t)
      expect(manifest).toMatchObject({
        name: VARIANTS[t].name,
        start_url: '/',
        display: 'standalone',
        theme_color: VARIANTS[t].themeColor,
      })
      expect((manifest.icons as Array<{ src: string; purpose: string }>).map((i) => `${i.src} ${i.purpose}`)).toEqual([
        `icons/${t}/icon-192.png any`,
        `icons/${t}/icon-512.png any`,
        `icons/${t}/icon-maskable-512.png maskable`,
      ])
      expect(logo.endsWith(isSvg ? '.svg' : '.png')).toBe(true)
      expect(configFor(t)).toEqual({ app: t, isSvg })
    }
  })
})
