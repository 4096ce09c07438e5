import type Dexie from 'dexie'
import { SYNC_META, type BusinessDevice } from '@/shared/sync/device-meta'
import { HttpError, conflict } from '../router/http-error'
import { clientIdOf } from './client'
import { sessionOf, type SyncSession } from './session'

async function joinedSession(db: Dexie, field: string): Promise<SyncSession> {
  const session = await sessionOf(db)
  if (!session) throw conflict('This device does not sync with a server', { field, reason: 'Not joined' })
  return session
}

/** Asks the server; an unreachable server or a refusal is a 502 naming what happened, never a silent empty answer. */
async function askServer(session: SyncSession, path: string, init: RequestInit, field: string, fetchFn: typeof fetch) {
  let res: Response
  try {
    res = await fetchFn(new URL(path, session.server), {
      ...init,
      headers: { authorization: session.token, 'content-type': 'application/json' },
    })
  } catch {
    throw new HttpError(502, 'The sync server could not be reached', { field, reason: 'Server unreachable' })
  }
  if (!res.ok)
    throw new HttpError(502, `The sync server answered ${res.status}`, {
      field,
      reason: `Server answered ${res.status}`,
    })
  return res
}

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
  const session = await joinedSession(db, 'name')
  const clientId = await clientIdOf(db)
  await askServer(session, '/sync/device', { method: 'PUT', body: JSON.stringify({ clientId, name }) }, 'name', fetchFn)
  await db.table('meta').put({ key: SYNC_META.deviceName, value: name })
  return { name }
}

/**
 * The business's devices, from the server (admin only there too): the list lives on the server, so it needs
 * the connection; offline the answer is a 502 the page words as such.
 */
export async function listDevices(
  db: Dexie,
  fetchFn: typeof fetch = (...a) => fetch(...a),
): Promise<{ devices: BusinessDevice[] }> {
  const session = await joinedSession(db, 'session')
  const res = await askServer(session, '/sync/devices', { method: 'GET' }, 'devices', fetchFn)
  const body = (await res.json().catch(() => null)) as { devices?: unknown } | null
  if (!body || !Array.isArray(body.devices))
    throw new HttpError(502, 'The sync server answered no device list', { field: 'devices', reason: 'Bad answer' })
  const own = await clientIdOf(db)
  const devices = (body.devices as Array<Record<string, unknown>>).map((d) => ({
    clientId: String(d.clientId),
    name: typeof d.name === 'string' ? d.name : null,
    accountName: typeof d.accountName === 'string' ? d.accountName : null,
    accountEmail: typeof d.accountEmail === 'string' ? d.accountEmail : null,
    role: String(d.role),
    firstSeen: String(d.firstSeen),
    lastSeen: String(d.lastSeen),
    thisDevice: d.clientId === own,
  }))
  return { devices }
}
