import type Dexie from 'dexie'
import type { Faker } from '@faker-js/faker'

export interface SeedContext {
  /** A faker seeded from the seeder's name, so each domain's data is stable on its own. */
  faker: Faker
  /** The moment of seeding; relative demo dates ("25 minutes ago") count from it. */
  now: Date
}

export interface Seeder {
  name: string
  /** Tables this seeder fills; a reset clears them before seeding again. */
  tables: string[]
  run(db: Dexie, ctx: SeedContext): Promise<void>
}
