import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { SupportRequest } from '@/shared/constants/support'
import type { SupportRequestInput } from '@/shared/schemas/support'

const supportKey = ['help-center', 'support'] as const

/** The filed requests, newest first; only the staff may read them, so the page asks only for them. */
export const useSupportRequests = (enabled: boolean) =>
  useQuery({ queryKey: supportKey, queryFn: () => api.get<SupportRequest[]>('api/apps/help-center/support'), enabled })

export function useFileSupportRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: SupportRequestInput) => api.post<SupportRequest>('api/apps/help-center/support', input),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKey }),
  })
}
