import type { Role } from '@/shared/schemas/auth'
import { useSession } from '@/lib/use-session'

/** The signed-in account's role (the API enforces it; the screens only hide what would be refused). */
export function useRole(): Role | null {
  return useSession().user?.role ?? null
}

export const isStaff = (role: Role | null) => role === 'admin' || role === 'reception'
export const isClinician = (role: Role | null) => role === 'admin' || role === 'reception' || role === 'doctor'
