import type { Database } from '../db/database'
import { SYNC_CHANNEL } from './rows'

export type Listener = (checkpoint: number) => void

/**
 * One LISTEN per server instance, fanned out to the live streams of each tenant. Changes committed by
 * any instance on the same database arrive here through PostgreSQL, never through process memory.
 */
export class LiveSignal {
  private readonly byTenant = new Map<string, Set<Listener>>()
  private stop: (() => Promise<void>) | undefined

  async start(db: Database): Promise<void> {
    this.stop = await db.listen(SYNC_CHANNEL, (payload) => this.deliver(payload))
  }

  private deliver(payload: string) {
    let signal: { tenant?: unknown; checkpoint?: unknown }
    try {
      signal = JSON.parse(payload) as typeof signal
    } catch {
      return
    }
    if (typeof signal.tenant !== 'string' || typeof signal.checkpoint !== 'number') return
    for (const listener of this.byTenant.get(signal.tenant) ?? []) listener(signal.checkpoint)
  }

  subscribe(tenantId: string, listener: Listener): () => void {
    const set = this.byTenant.get(tenantId) ?? new Set<Listener>()
    set.add(listener)
    this.byTenant.set(tenantId, set)
    return () => {
      set.delete(listener)
      if (!set.size) this.byTenant.delete(tenantId)
    }
  }

  async close(): Promise<void> {
    await this.stop?.()
    this.byTenant.clear()
  }
}
