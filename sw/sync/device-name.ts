import type Dexie from 'dexie'
import { SYNC_META } from '@/shared/sync/device-meta'
import { HttpError, conflict } from '../router/http-error'
import { clientIdOf } from './client'
import { sessionOf } from './session'

/**
 * Names this device on its server (`PUT /sync/device`), so the business can tell its devices apart. The
 * name is kept only once the server took it: a server without the route, or offline, fails visibly (502
 * with the server's status), never silently.
 */
export async function renameDevice(
  db: Dexie,
  name: string,
  fetchFn: typeof fetch = (...a) => fetch(...a),
): Promise<{ name: string }> {
  const session = await sessionOf(db)
  if (!session) throw conflict('This device does not sync with a server', { field: 'name', reason: 'Not joined' })
  const clientId = await clientIdOf(db)
  let res: Response
  try {
    res = await fetchFn(new URL('/sync/device', session.server), {
      method: 'PUT',
      headers: { authorization: session.token, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, name }),
    })
  } catch {
    throw new HttpError(502, 'The sync server could not be reached', { field: 'name', reason: 'Server unreachable' })
  }
  if (!res.ok)
    throw new HttpError(502, `The sync server refused the name (${res.status})`, {
      field: 'name',
      reason: `Server answered ${res.status}`,
    })
  await db.table('meta').put({ key: SYNC_META.deviceName, value: name })
  return { name }
}
