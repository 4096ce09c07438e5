import { z } from 'zod'
import type { Sql } from '../db/database'
import type { Actor, Role } from '../tokens'

export const clientIdSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(8, 'At least 8 characters')
  .max(100, 'At most 100 characters')

export const deviceNameSchema = z.object({
  clientId: clientIdSchema,
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(60, 'At most 60 characters'),
})

export interface DeviceSummary {
  clientId: string
  name: string | null
  accountId: string
  accountName: string | null
  accountEmail: string | null
  role: Role | null
  firstSeen: string
  lastSeen: string
}

/** Records that `clientId` is in use by the actor now: every push, naming, and pull that names its device. */
export async function seeDevice(db: Sql, actor: Actor, clientId: string): Promise<void> {
  await db.query(
    `insert into devices (tenant_id, client_id, account_id) values ($1, $2, $3)
     on conflict (tenant_id, client_id) do update set account_id = excluded.account_id, last_seen = now()`,
    [actor.tenantId, clientId, actor.accountId],
  )
}

/**
 * Pulls come every few seconds from every device: each instance records a device's pull at most once a
 * minute (`lastSeen` is shown to the minute), so pulls do not queue on writes to the devices table.
 */
export const SEEN_EVERY_MS = 60_000

export class Sightings {
  private readonly last = new Map<string, number>()

  constructor(private readonly everyMs = SEEN_EVERY_MS) {}

  /** True when `key` was not recorded within the window; then it counts as recorded now. */
  due(key: string, now = Date.now()): boolean {
    const before = this.last.get(key)
    if (before !== undefined && now - before < this.everyMs) return false
    if (this.last.size >= 10_000) {
      for (const [k, at] of this.last) if (now - at >= this.everyMs) this.last.delete(k)
    }
    this.last.set(key, now)
    return true
  }
}

export async function nameDevice(db: Sql, actor: Actor, clientId: string, name: string) {
  const [row] = await db.query<{ last_seen: Date }>(
    `insert into devices (tenant_id, client_id, account_id, name) values ($1, $2, $3, $4)
     on conflict (tenant_id, client_id) do update set account_id = excluded.account_id, name = excluded.name, last_seen = now()
     returning last_seen`,
    [actor.tenantId, clientId, actor.accountId, name],
  )
  return { clientId, name, accountId: actor.accountId, lastSeen: new Date(row!.last_seen).toISOString() }
}

/** The tenant's devices, the most recently seen first, with the account each was last used by. */
export async function listDevices(db: Sql, tenantId: string): Promise<DeviceSummary[]> {
  const rows = await db.query<{
    client_id: string
    name: string | null
    account_id: string
    account_name: string | null
    email: string | null
    role: Role | null
    first_seen: Date
    last_seen: Date
  }>(
    `select d.client_id, d.name, d.account_id, a.name as account_name, a.email, a.role, d.first_seen, d.last_seen
     from devices d left join accounts a on a.tenant_id = d.tenant_id and a.id = d.account_id
     where d.tenant_id = $1 order by d.last_seen desc, d.client_id`,
    [tenantId],
  )
  return rows.map((r) => ({
    clientId: r.client_id,
    name: r.name,
    accountId: r.account_id,
    accountName: r.account_name,
    accountEmail: r.email,
    role: r.role,
    firstSeen: new Date(r.first_seen).toISOString(),
    lastSeen: new Date(r.last_seen).toISOString(),
  }))
}
