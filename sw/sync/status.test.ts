import { describe, expect, it } from 'vitest'
import { createDb } from '@/shared/db/database'
import { SYNC_META } from '@/shared/sync/device-meta'
import { markFailed, markSynced, markSyncing, syncHintOf } from './status'

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

describe('sync hint', () => {
  it("is local without a server's config, server until an account of that server signs in, joined then", async () => {
    const db = createDb(`hint-${crypto.randomUUID()}`)
    const meta = db.table('meta')
    expect(await syncHintOf(db)).toBe('local')
    await meta.put({ key: SYNC_META.config, value: { server: 'https://sync.example/', tenant: 't' } })
    expect(await syncHintOf(db)).toBe('server')
    const session = { server: 'https://sync.example/', tenant: 't', token: 'x', account: { id: 'a' } }
    await meta.put({ key: SYNC_META.session, value: session })
    expect(await syncHintOf(db)).toBe('joined')
    // A session of another server than the origin names now does not sync here.
    await meta.put({ key: SYNC_META.session, value: { ...session, server: 'https://old.example/' } })
    expect(await syncHintOf(db)).toBe('server')
  })
})
