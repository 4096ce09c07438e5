import { Faker, base, en, es } from '@faker-js/faker'

/** A 32-bit FNV-1a hash of a name: the per-domain faker seed. */
export function seedOf(name: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function seededFaker(name: string, locale: 'en' | 'es' = 'en'): Faker {
  const faker = new Faker({ locale: locale === 'es' ? [es, en, base] : [en, base] })
  faker.seed(seedOf(name))
  return faker
}

/** A deterministic v4-shaped id from the seeded faker (crypto.randomUUID is not reproducible). */
export const seededId = (faker: Faker): string => faker.string.uuid()
