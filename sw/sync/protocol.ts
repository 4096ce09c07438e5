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

/** A transport over HTTP: `baseUrl` is the sync server's address, `token` the session it gave. */
export function httpTransport(baseUrl: string, token: string, fetchFn: typeof fetch = fetch): SyncTransport {
  const call = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const res = await fetchFn(new URL(path, baseUrl), { ...init, headers: { authorization: token, 'content-type': 'application/json' } })
    // The status rides on the error: a 401 means the user must sign in again (sw/sync/status.ts).
    if (!res.ok) throw Object.assign(new Error(`sync ${path}: ${res.status}`), { status: res.status })
    return (await res.json()) as T
  }
  return {
    push: (body) => call('/sync/push', { method: 'POST', body: JSON.stringify(body) }),
    pull: (since, limit) => call(`/sync/pull?since=${since}&limit=${limit}`),
  }
}
