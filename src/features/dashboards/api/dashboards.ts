import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { DashboardData, DashboardKey } from '@/shared/schemas/dashboards'

/** One dashboard's data (read-only, served from the seeded database). */
export function useDashboard<K extends DashboardKey>(key: K) {
  return useQuery({
    queryKey: ['dashboards', key],
    queryFn: () => api.get<DashboardData[K]>(`api/dashboards/${key}`),
    staleTime: Infinity,
  })
}
