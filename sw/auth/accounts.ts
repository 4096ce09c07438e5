import type Dexie from 'dexie'
import type { User } from '@/shared/schemas/auth'
import type { AccountRow } from '@/shared/db/account-row'

// The seeds write accounts too, and they import src/shared only: the row's type lives there.
export type { AccountRow }

export const DEMO_ACCOUNT = { email: 'hughes.brian@company.com', password: 'admin' }

export function publicUser(row: AccountRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.email.split('@')[0] ?? row.email,
    avatar: row.avatar,
    status: row.status,
    about: row.about,
    role: row.role,
    person: row.person,
    ...(row.scheme ? { scheme: row.scheme } : {}),
    mutedNotifications: row.mutedNotifications ?? [],
  }
}

export const accounts = (db: Dexie) => db.table<AccountRow, string>('users')

export const findAccountByEmail = (db: Dexie, email: string) =>
  accounts(db).where('email').equals(email.trim().toLowerCase()).first()
