import { describe, expect, it } from 'vitest'
import { createDb } from '@/shared/db/database'
import { SYNC_META } from '@/shared/sync/device-meta'
import { markFailed, markSynced, markSyncing } from './status'

const stateOf = async (db: ReturnType<typeof createDb>) =>
  ((await db.table('meta').get(SYNC_META.state)) as { value: { status: string } }).value.status

describe('round state', () => {
  it('tells a refused token (sign in again) from an unreachable server and other failures', async () => {
    const db = createDb(`status-${crypto.randomUUID()}`)
    await markSyncing(db)
    expect(await stateOf(db)).toBe('syncing')
    await markFailed(db, Object.assign(new Error('sync /sync/pull: 401'), { status: 401 }))
    expect(await stateOf(db)).toBe('unauthorized')
    await markFailed(db, new TypeError('Failed to fetch'))
    expect(await stateOf(db)).toBe('unreachable')
    await markFailed(db, Object.assign(new Error('sync /sync/push: 500'), { status: 500 }))
    expect(await stateOf(db)).toBe('failed')
    await markSynced(db)
    expect(await stateOf(db)).toBe('idle')
    expect(typeof ((await db.table('meta').get(SYNC_META.lastSyncedAt)) as { value: unknown }).value).toBe('string')
  })
})
