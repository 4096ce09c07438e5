import type { Role, UserStatus } from '@/shared/schemas/auth'
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
