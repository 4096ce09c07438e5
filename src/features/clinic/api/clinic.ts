import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { DashboardAnswer, MeAnswer } from '@/shared/schemas/clinic/dashboard'
import type { Person, PersonInput } from '@/shared/schemas/clinic/persons'
import type { MovementInput, Product, StockMovement } from '@/shared/schemas/clinic/products'
import type { GenerateResult, GenerateSchedulesInput, ScheduleDayView } from '@/shared/schemas/clinic/schedules'
import { clinicKeys } from './keys'

/** Who the signed-in account is in the clinic (its doctor or patient record). */
export function useMe() {
  return useQuery({
    queryKey: clinicKeys.resource('me'),
    queryFn: ({ signal }) => api.get<MeAnswer>('api/medical/me', undefined, { signal, silent: true }),
    staleTime: 5 * 60_000,
  })
}

/** A patient account fills in its own record. */
export function useSaveMyRecord() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: PersonInput) => api.put<Person>('api/medical/me/patient', body),
    onSuccess: () => client.invalidateQueries({ queryKey: clinicKeys.resource('me') }),
  })
}

export function useDashboard(date?: string) {
  return useQuery({
    queryKey: clinicKeys.list('dashboard', { date }),
    queryFn: ({ signal }) => api.get<DashboardAnswer>('api/medical/dashboard', { date }, { signal, silent: true }),
  })
}

export function useMovements(productId: string | null) {
  return useQuery({
    queryKey: clinicKeys.sub('products', productId ?? '', 'movements'),
    queryFn: ({ signal }) =>
      api.get<{ items: StockMovement[]; stock: number }>(`api/medical/products/${productId}/movements`, undefined, {
        signal,
      }),
    enabled: Boolean(productId),
  })
}

export function useAddMovement(productId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: MovementInput) =>
      api.post<{ movement: StockMovement; product: Product }>(`api/medical/products/${productId}/movements`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: clinicKeys.resource('products') }),
  })
}

export function useGenerateSchedules() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: GenerateSchedulesInput) => api.post<GenerateResult>('api/medical/schedules/generate', body),
    onSuccess: () => client.invalidateQueries({ queryKey: clinicKeys.resource('schedules') }),
  })
}

/** The generated bookable grid of a range, to paint availability on the agenda. */
export function useSchedules(
  range: { from: string; to: string; doctorId?: string },
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: clinicKeys.list('schedules', range),
    queryFn: async ({ signal }) =>
      (await api.get<{ items: ScheduleDayView[] }>('api/medical/schedules', { ...range }, { signal, silent: true }))
        .items,
    enabled: options.enabled ?? true,
  })
}
