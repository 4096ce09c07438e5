import { session } from '@/lib/session'

type SessionState = ReturnType<typeof session.get>

/**
 * Who the public pages show as signed in: a user with a token. The bar, the landing page and the routes'
 * loader keys all go by this rule, so one person's bookings are never served to another.
 */
export function signedInUser({ user, token }: SessionState = session.get()) {
  return user && token ? user : undefined
}

/** The signed-in user's id, for the routes' loader keys. */
export const signedInUserId = (): string | undefined => signedInUser()?.id
