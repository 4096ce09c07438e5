import { describe, expect, it } from 'vitest'
import { VARIANTS } from '@/shared/variants'
import { landingPath } from './landing'

describe('landingPath', () => {
  it('sends every staff role to the clinic app, in every build', () => {
    for (const v of Object.values(VARIANTS)) {
      for (const role of ['admin', 'reception', 'doctor'] as const)
        expect(landingPath(role, v), `${v.app} ${role}`).toBe('/medical/home')
    }
  })

  it("sends a clinic's patient to its appointments and other builds' customers to the business's module", () => {
    expect(landingPath('patient', VARIANTS.vidaSaludable)).toBe('/medical/home')
    expect(landingPath('patient', VARIANTS.vidaSaludableNutri)).toBe('/medical/home')
    expect(landingPath('patient', VARIANTS.gym)).toBe('/gym/home')
    expect(landingPath('patient', VARIANTS.barber)).toBe('/barber/home')
    expect(landingPath(undefined, VARIANTS.futbol)).toBe('/futbol/home')
  })
})
