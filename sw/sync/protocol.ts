// The shapes of the sync protocol as the device sees them (docs/sync.md is the contract).
import type { OutboxEntry } from '@/shared/db/mutate'
import type { PushAnswer, RowView } from '@/shared/sync/protocol'

export type { PushAnswer, PushResult, RowView } from '@/shared/sync/protocol'

export interface PullAnswer {
  changes: RowView[]
  checkpoint: number
  more: boolean
  account: { id: string; role: string; personId: string | null }
}

export interface PushEntry extends OutboxEntry {
  seq: number
}

/** How the client reaches a server: over fetch in the worker, over the server app itself in tests. */
export interface SyncTransport {
  push(body: { clientId: string; entries: PushEntry[] }): Promise<PushAnswer>
  pull(since: number, limit: number): Promise<PullAnswer>
}

/**
 * How long one pull, or a push before its entries, may take before the round gives up and the scheduler
 * retries. A fetch has no limit of its own: a server (or proxy) that took the request and never answered
 * held the round, and with it every later round, for as long as the worker lived. Giving up is safe: a
 * push is answered again from the server's receipts, a pull stores nothing until its answer is read.
 */
export const REQUEST_TIMEOUT_MS = 15_000
/**
 * What a push adds per entry: the server applies a push in one transaction, but a busy two-core machine
 * took up to 8 s for a 50-entry push under 200 devices (docs/sync.md, measured), and a push given up too
 * soon is sent again only to wait for the first.
 */
export const PUSH_ENTRY_TIMEOUT_MS = 250

/** A transport over HTTP: `baseUrl` is the sync server's address, `token` the session it gave. */
export function httpTransport(
  baseUrl: string,
  token: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
  clientId?: string,
): SyncTransport {
  // Naming the device on pulls lets the server list a device that only reads (a doctor's tablet) too.
  const device = clientId ? `&clientId=${encodeURIComponent(clientId)}` : ''
  const call = async <T>(path: string, init?: RequestInit, extraMs = 0): Promise<T> => {
    // One signal for the answer's headers and its body: a body that stops halfway hangs as well.
    const signal = AbortSignal.timeout(timeoutMs + extraMs)
    const res = await fetchFn(new URL(path, baseUrl), {
      ...init,
      signal,
      headers: { authorization: token, 'content-type': 'application/json' },
    })
    // The status rides on the error: a 401 means the user must sign in again (sw/sync/status.ts).
    if (!res.ok) throw Object.assign(new Error(`sync ${path}: ${res.status}`), { status: res.status })
    return (await res.json()) as T
  }
  return {
    push: (body) =>
      call('/sync/push', { method: 'POST', body: JSON.stringify(body) }, body.entries.length * PUSH_ENTRY_TIMEOUT_MS),
    pull: (since, limit) => call(`/sync/pull?since=${since}&limit=${limit}${device}`),
  }
}
