import { describe, expect, it } from 'vitest'
import type { DeviceConflict } from '@/shared/sync/device-meta'
import { indicatorState } from './status'

const at = '2026-05-25T12:00:00.000Z'
const refused = {
  conflict: { seq: 1 } as DeviceConflict,
  subject: { kind: 'record' as const, table: 'contacts', name: null },
}

describe('the indicator', () => {
  it('needs attention for an open conflict or a refused sign-in, before anything else', () => {
    expect(indicatorState({ round: { status: 'idle', at }, waitingCount: 3, conflicts: [refused] }, false)).toBe(
      'attention',
    )
    expect(
      indicatorState({ round: { status: 'unauthorized', at, message: '401' }, waitingCount: 0, conflicts: [] }, true),
    ).toBe('attention')
  })

  it('offline, syncing, waiting, synced', () => {
    expect(indicatorState({ round: { status: 'idle', at }, waitingCount: 2, conflicts: [] }, false)).toBe('offline')
    expect(
      indicatorState({ round: { status: 'unreachable', at, message: 'down' }, waitingCount: 2, conflicts: [] }, true),
    ).toBe('offline')
    expect(indicatorState({ round: { status: 'syncing', since: at }, waitingCount: 2, conflicts: [] }, true)).toBe(
      'syncing',
    )
    expect(indicatorState({ round: { status: 'idle', at }, waitingCount: 2, conflicts: [] }, true)).toBe('waiting')
    expect(
      indicatorState({ round: { status: 'failed', at, message: 'x' }, waitingCount: 2, conflicts: [] }, true),
    ).toBe('waiting')
    expect(indicatorState({ round: undefined, waitingCount: 0, conflicts: [] }, true)).toBe('synced')
  })
})
