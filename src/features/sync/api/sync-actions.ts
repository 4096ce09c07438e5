import { api } from '@/lib/api/client'
import { syncHint } from '@/lib/sync-hint'
import type { BusinessDevice } from '@/shared/sync/device-meta'

// The device's sync actions, answered by the worker (sw/handlers/sync.ts); the state itself is read live.
export const syncNow = () => api.post<{ ok: true }>('api/sync/now')
export const reapplyConflict = (seq: number) =>
  api.post<{ table: string; id: string; version: number | null }>(`api/sync/conflicts/${seq}/reapply`)
export const discardConflict = (seq: number) => api.post<{ ok: true }>(`api/sync/conflicts/${seq}/discard`)
export const noticeConflict = (seq: number, notice: { title: string; description: string; link?: string }) =>
  api.post<{ id: string; created: boolean }>(`api/sync/conflicts/${seq}/notice`, notice)
export const renameDevice = (name: string) => api.put<{ name: string }>('api/sync/device', { name })
export const leaveServer = async (discardUnsent: boolean) => {
  const left = await api.post<{ discarded: number }>('api/sync/leave', { discardUnsent })
  syncHint.set('server')
  return left
}
export const listDevices = () => api.get<{ devices: BusinessDevice[] }>('api/sync/devices')
