import { ApiError, api } from '@/lib/api/client'
import { session } from '@/lib/session'
import type { Session } from '@/shared/schemas/auth'

/**
 * On start, trade a still-valid token for a fresh one (and the current user). Only a refusal of the
 * token signs out: a request that fails for any other reason (the page reloading while it is in flight,
 * a restarting worker) keeps the session, which the next start refreshes.
 */
export async function refreshSession(): Promise<void> {
  const token = session.token()
  if (!token) {
    if (session.get().token) session.end()
    return
  }
  // Someone signed in or out while the answer was on its way (another tab, the sign-in form): theirs is the
  // newer session, and writing this one over it put the previous user back under the new one.
  const replaced = () => session.storedToken() !== token
  try {
    const fresh = await api.post<Session>('api/auth/refresh-access-token', { accessToken: token }, { silent: true })
    if (!replaced()) session.start(fresh)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403) && !replaced()) session.end()
  }
}
