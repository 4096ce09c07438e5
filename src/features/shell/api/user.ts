import { api } from '@/lib/api/client'
import { session } from '@/lib/session'
import type { User } from '@/shared/schemas/auth'

type UserChanges = Partial<
  Pick<User, 'name' | 'email' | 'avatar' | 'about' | 'status' | 'scheme' | 'mutedNotifications'>
>

/** Saves changes to the signed-in user and keeps the session's copy in step. */
export async function updateUser(changes: UserChanges): Promise<User> {
  const user = await api.patch<User>('api/common/user', { user: changes })
  session.setUser(user)
  return user
}
