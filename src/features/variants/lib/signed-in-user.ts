import { session } from '@/lib/session'

/**
 * The user whose bookings a public page shows, by the rule its bar uses to show someone signed in (a user
 * and a token). Routes put it in their loader keys, so one person's data is never served to another.
 */
export function signedInUserId(): string | undefined {
  const { user, token } = session.get()
  return user && token ? user.id : undefined
}
