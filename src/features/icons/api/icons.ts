import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { IconSet, IconSetName } from '@/shared/schemas/dashboards'

export function useIconSet(set: IconSetName) {
  return useQuery({
    queryKey: ['icons', set],
    queryFn: () => api.get<IconSet>(`api/ui/icons/${set}`),
    staleTime: Infinity,
  })
}
