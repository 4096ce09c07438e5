// What the device's sync keeps in its `meta` table: written by the worker (sw/sync), read live by the page
// (src/features/sync), so both name the keys and shapes from here.
import type { RejectReason, RowView } from './protocol'

export const SYNC_META = {
  session: 'sync:session',
  config: 'sync:config',
  joined: 'sync:joined',
  checkpoint: 'sync:checkpoint',
  conflicts: 'sync:conflicts',
  clientId: 'sync:clientId',
  /** What the last round did (`SyncRoundState`), written as rounds start and end. */
  state: 'sync:state',
  /** When a round last ended well (ISO). */
  lastSyncedAt: 'sync:lastSyncedAt',
  /** The name this device has on the server (`PUT /sync/device`). */
  deviceName: 'sync:deviceName',
} as const

/**
 * What the page knows of the device's sync before it opens the database, from the worker's session
 * answers: `local` (the origin names no server), `server` (it names one, no account of it signed in here),
 * `joined` (one is: the device syncs). Only `joined` loads the toolbar's indicator and Dexie with it.
 */
export type DeviceSyncHint = 'local' | 'server' | 'joined'

/**
 * `unauthorized`: the server refused the token (expired, account removed): only signing in again helps.
 * `unreachable`: the server could not be reached (offline, down). `failed`: any other failure.
 */
export type SyncRoundState =
  | { status: 'syncing'; since: string }
  | { status: 'idle'; at: string }
  | { status: 'unauthorized' | 'unreachable' | 'failed'; at: string; message: string }

/** The session the device keeps with its server (sw/sync/session.ts writes it). */
export interface DeviceSyncSession {
  server: string
  tenant: string
  token: string
  account: { id: string; role: string; personId: string | null }
}

/** A change the server refused, kept until the user resolves it (sw/sync/client.ts records it). */
export interface DeviceConflict {
  seq: number
  table: string
  rowId: string
  reason: RejectReason | string
  message: string
  rule?: string
  field?: string
  /** The row as this device wrote it (null: a deletion), and the server's row that replaced it. */
  mine: Record<string, unknown> | null
  theirs: RowView | null
  at: string
  /** Set once the user's notification for it exists, so that it is made once. */
  noticed?: boolean
}

/** A device of the business as the server lists it (`GET /sync/devices`), marked when it is this one. */
export interface BusinessDevice {
  clientId: string
  name: string | null
  accountName: string | null
  accountEmail: string | null
  role: string
  firstSeen: string
  lastSeen: string
  thisDevice: boolean
}
