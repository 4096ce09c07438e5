import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { Activity } from '@/shared/schemas/dashboards'

export function useActivities() {
  return useQuery({ queryKey: ['activities'], queryFn: () => api.get<Activity[]>('api/pages/activities') })
}
