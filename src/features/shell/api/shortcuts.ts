import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { Shortcut, ShortcutInput } from '@/shared/schemas/shell'
import { shellKeys } from './keys'

export const getShortcuts = () => api.get<Shortcut[]>('api/common/shortcuts')
export const createShortcut = (shortcut: ShortcutInput) => api.post<Shortcut>('api/common/shortcuts', { shortcut })
export const updateShortcut = (id: string, shortcut: ShortcutInput) =>
  api.patch<Shortcut>('api/common/shortcuts', { id, shortcut })
export const deleteShortcut = (id: string) => api.delete<Shortcut>('api/common/shortcuts', { id })

export const useShortcuts = () => useQuery({ queryKey: shellKeys.shortcuts, queryFn: getShortcuts })
