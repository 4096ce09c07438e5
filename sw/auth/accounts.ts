import type Dexie from 'dexie'
import type { Role, User, UserStatus } from '@/shared/schemas/auth'
import type { NotificationKind } from '@/shared/constants/notifications'

/** An account as stored: the public user plus what never leaves the server. */
export interface AccountRow {
  id: string
  email: string
  name: string
  passwordHash: string
  avatar: string | null
  status: UserStatus
  about: string
  role: Role
  verified: boolean
  person: { id: string; name: string } | null
  scheme?: 'light' | 'dark' | 'auto'
  mutedNotifications?: NotificationKind[]
  updatedAt?: string
  version?: number
}

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
