import { api } from '@/lib/api/client'
import { session } from '@/lib/session'
import type { Session } from '@/shared/schemas/auth'

/** On start, trade a still-valid token for a fresh one (and the current user); a rejected one signs out. */
export async function refreshSession(): Promise<void> {
  const token = session.token()
  if (!token) {
    if (session.get().token) session.end()
    return
  }
  try {
    session.start(await api.post<Session>('api/auth/refresh-access-token', { accessToken: token }, { silent: true }))
  } catch {
    session.end()
  }
}
