import type Dexie from 'dexie'
import { SEEDED_KEY } from '@seeds/run'
import { clientIdOf, syncOnce } from './client'
import { closeRebookedConflicts } from './conflicts'
import { joinServer } from './join'
import { followLive, LIVE_SILENCE_MS } from './live'
import { httpTransport, REQUEST_TIMEOUT_MS, type SyncTransport } from './protocol'
import { createSyncScheduler } from './scheduler'
import { markFailed, markSynced, markSyncing } from './status'
import {
  discoverServer,
  followAccount,
  sessionOf,
  serverSignIn,
  type ServerSignIn,
  type SyncConfig,
  type SyncSession,
} from './session'

const JOINED = 'sync:joined'
const LIVE_RETRY_MS = 1000
const LIVE_MAX_RETRY_MS = 60_000

export interface SyncEngineOptions {
  db: Dexie
  /** Where the origin that served the app says which sync server it belongs to. */
  configUrl: string
  /** Tells the open tabs that data changed (the worker's `api-changes` announcement). */
  announce: () => void
  fetchFn?: typeof fetch
  settleMs?: number
  backoffMs?: number
  /** The live stream's first reconnect delay; doubles up to a minute. */
  liveRetryMs?: number
  /** How long the live stream may say nothing (not even its keep-alive) before it is taken for dead. */
  liveSilenceMs?: number
}

export interface SyncEngine {
  /** A sync soon (a write, `online`, start); returns at once. */
  request(): void
  /** The browser is back online: a round soon, whatever backoff the failures offline built up. */
  online(): void
  /** A round at once, past any backoff, and its end: the user's "Sync now". */
  syncNow(): Promise<void>
  /** A round now and its outcome (rejected when it failed), for Background Sync's `sync` event. */
  runNow(): Promise<void>
  /** The device no longer syncs as its last account (signed out, left): the live stream ends. */
  forget(): void
  /** The server's sign-in, when this build belongs to a server; `none` for a local-only demo. */
  signIn(email: string, password: string): Promise<ServerSignIn | { status: 'none' }>
  idle(): Promise<void>
  stop(): void
}

/** Which server, tenant and account the device's data came from: another one means joining again. */
const accountKey = (s: SyncSession) => `${s.server}|${s.tenant}|${s.account.id}`

/**
 * The join also names the local seed it replaced: a demo-data reset seeds the device anew (a new `seeded`
 * stamp), and the device then joins again instead of keeping the reset seed as if it were the server's.
 */
async function joinKey(db: Dexie, s: SyncSession) {
  const seeded = ((await db.table('meta').get(SEEDED_KEY)) as { value?: string } | undefined)?.value ?? ''
  return `${accountKey(s)}|${seeded}`
}

/** The server refused the token (httpTransport and followLive tag their errors with the status). */
const isUnauthorized = (error: unknown) => (error as { status?: unknown } | null)?.status === 401

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/**
 * The worker's sync: nothing at all until the app's origin names a server and the user signed in to it;
 * then a round (join once, then push and pull) at every request, folded and retried by the scheduler,
 * and the live stream kept open so that other devices' changes arrive within a second.
 */
export function createSyncEngine({
  db,
  configUrl,
  announce,
  fetchFn = (...a) => fetch(...a),
  settleMs,
  backoffMs,
  liveRetryMs = LIVE_RETRY_MS,
  liveSilenceMs = LIVE_SILENCE_MS,
}: SyncEngineOptions): SyncEngine {
  // The token the server answered 401 to (the account removed, the token expired): asking again with it
  // only fails again, so the device stops until someone signs in (a new token). Unsent changes stay.
  let refusedToken: string | undefined
  let config: Promise<SyncConfig | undefined> | undefined
  let live: { key: string; abort: AbortController; wake: () => void } | undefined
  const configOf = () => (config ??= discoverServer(db, configUrl, fetchFn))

  /** Pull answers carry the account as the server knows it now: a changed role reaches the device. */
  const following = (inner: SyncTransport): SyncTransport => ({
    push: (body) => inner.push(body),
    async pull(since, limit) {
      const answer = await inner.pull(since, limit)
      await followAccount(db, answer.account as Parameters<typeof followAccount>[1])
      return answer
    },
  })

  async function round() {
    const known = await configOf()
    const session = await sessionOf(db)
    if (!known || !session || session.server !== known.server || session.tenant !== known.tenant) return
    // Before any request, so that a booking made offline closes its refused one at once.
    if (await closeRebookedConflicts(db)) announce()
    if (session.token === refusedToken) return
    try {
      await roundAs(session)
    } catch (error) {
      if (isUnauthorized(error)) refuse(session.token)
      throw error
    }
  }

  async function roundAs(session: SyncSession) {
    await markSyncing(db)
    const transport = following(
      httpTransport(session.server, session.token, fetchFn, REQUEST_TIMEOUT_MS, await clientIdOf(db)),
    )
    const key = await joinKey(db, session)
    const joined = ((await db.table('meta').get(JOINED)) as { value: string } | undefined)?.value === key
    if (joined) {
      const { rejected, pulled } = await syncOnce(db, transport)
      if (rejected || pulled) announce()
    } else {
      await joinServer(db, transport)
      await db.table('meta').put({ key: JOINED, value: key })
      announce()
    }
    await markSynced(db)
    keepLive(session, away)
    away = false
  }

  // A round failed since the last success: the server or the network was away, and a live stream opened
  // before may be dead without knowing it (a connection cut behind a proxy stays open and silent).
  let away = false
  function refuse(token: string) {
    refusedToken = token
    live?.abort.abort()
    live = undefined
  }
  const onError = (error: unknown) => {
    away = true
    console.warn('sync:', error)
    void markFailed(db, error)
  }
  const scheduler = createSyncScheduler({ run: round, settleMs, backoffMs, onError })

  /**
   * Keeps the live stream open. A round that just succeeded proves the server reachable, so a stream
   * waiting out its reconnect delay (up to a minute after the server or the network was away) opens now:
   * otherwise other devices' changes would wait for that minute, or for a write here. After an absence
   * (`renew`) the stream is opened anew even if it looks open: it may be a dead connection.
   */
  function keepLive(session: SyncSession, renew: boolean) {
    const key = `${accountKey(session)}|${session.token}`
    if (live?.key === key && !renew) return live.wake()
    live?.abort.abort()
    const abort = new AbortController()
    let wait = liveRetryMs
    let nap: AbortController | undefined
    const wake = () => {
      wait = liveRetryMs
      nap?.abort()
    }
    live = { key, abort, wake }
    void (async () => {
      while (!abort.signal.aborted) {
        const url = new URL('/sync/live', session.server).href
        // A stream that went silent (the watchdog) or ended is opened again; its `ready` then makes a round
        // pull what was missed meanwhile. A 401 ends the loop: the round that follows records it.
        const refused = await followLive(url, session.token, () => ((wait = liveRetryMs), scheduler.request()), {
          fetchFn,
          signal: abort.signal,
          silenceMs: liveSilenceMs,
        }).then(
          () => false,
          (error: unknown) => isUnauthorized(error),
        )
        if (refused) {
          if (live?.abort === abort) live = undefined
          return scheduler.request()
        }
        nap = new AbortController()
        const napFor = wait
        wait = Math.min(wait * 2, LIVE_MAX_RETRY_MS)
        await pause(napFor, AbortSignal.any([abort.signal, nap.signal]))
        nap = undefined
      }
    })()
  }

  return {
    request: () => scheduler.request(),
    online: () => scheduler.retryNow(),
    runNow: () => scheduler.roundNow(),
    async signIn(email, password) {
      const known = await configOf()
      if (!known) return { status: 'none' as const }
      const result = await serverSignIn(db, known, email, password, fetchFn)
      // A sign-in the server took lifts a 401 stop, even when it hands out the same token again.
      if (result.status === 'ok') {
        refusedToken = undefined
        scheduler.request()
      }
      return result
    },
    syncNow: () => scheduler.now(),
    forget() {
      live?.abort.abort()
      live = undefined
    },
    idle: () => scheduler.idle(),
    stop() {
      scheduler.stop()
      live?.abort.abort()
      live = undefined
    },
  }
}
