import { DEMO_USER_ID } from './core'
import { seededFaker } from './random'
import type { Seeder } from './types'
import { BARBER_TABLES, seedBarber } from './variants/barber'
import { FUTBOL_TABLES, seedFutbol } from './variants/futbol'
import { GYM_TABLES, seedGym } from './variants/gym'

/**
 * The public modules of the variants: a gym's week of classes, a barber shop's services and agenda, a
 * football club's fixtures, trainings and squad. Dates count from the moment of seeding.
 */
export const variantsSeeder: Seeder = {
  name: 'variants',
  tables: [...GYM_TABLES, ...BARBER_TABLES, ...FUTBOL_TABLES],
  async run(db, { faker, now }) {
    // Spanish names: these are Spanish-speaking businesses.
    const names = seededFaker('variants-names', 'es')
    await seedGym(db, faker, names, now, DEMO_USER_ID)
    await seedBarber(db, faker, names, now)
    await seedFutbol(db, faker, names, now)
  },
}
