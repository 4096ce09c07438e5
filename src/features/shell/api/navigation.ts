import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { NavigationData } from '@/shared/schemas/shell'
import { shellKeys } from './keys'

export const getNavigation = () => api.get<NavigationData>('api/common/navigation')

export const useNavigationData = () =>
  useQuery({ queryKey: shellKeys.navigation, queryFn: getNavigation, staleTime: 5 * 60_000 })
