import { seedRows } from '@/shared/db/mutate'
import { hashPassword } from '@/shared/passwords'
import type { Seeder } from './types'
import { USER_AVATAR } from './template-images'

export const DEMO_USER_ID = 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df'

/** The demo admin account of the template (hughes.brian@company.com / admin). */
export const coreSeeder: Seeder = {
  name: 'core',
  tables: ['users', 'authCodes'],
  async run(db) {
    await seedRows(db, 'users', [
      {
        id: DEMO_USER_ID,
        email: 'hughes.brian@company.com',
        name: 'Brian Hughes',
        passwordHash: await hashPassword('admin'),
        avatar: USER_AVATAR,
        status: 'online',
        about: 'Clinic administrator',
        role: 'admin',
        verified: true,
        person: { id: DEMO_USER_ID, name: 'Brian Hughes' },
      },
    ])
  },
}
