import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type {
  AppointmentCreateInput,
  AppointmentEventInput,
  AppointmentView,
} from '@/shared/schemas/clinic/appointments'
import type { PersonInput } from '@/shared/schemas/clinic/persons'
import type { SlotsAnswer } from '@/shared/schemas/clinic/schedules'
import { clinicKeys } from './keys'

/** A date range (both days included, required unless `patientId` is given). */
export interface AppointmentRange {
  from?: string
  to?: string
  doctorId?: string
  patientId?: string
}

/** Appointments whose start falls in a date range (both days included), by start. */
export function useAppointments(range: AppointmentRange, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clinicKeys.list('appointments', range),
    queryFn: async ({ signal }) =>
      (await api.get<{ items: AppointmentView[] }>('api/medical/appointments', { ...range }, { signal, silent: true }))
        .items,
    enabled: options.enabled ?? true,
  })
}

export function useAppointment(id: string | undefined) {
  return useQuery({
    queryKey: clinicKeys.one('appointments', id ?? ''),
    queryFn: ({ signal }) => api.get<AppointmentView>(`api/medical/appointments/${id}`, undefined, { signal }),
    enabled: Boolean(id) && id !== '0',
  })
}

export type BookingBody = AppointmentCreateInput & { patient?: PersonInput }

function useRefreshAgenda() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: clinicKeys.resource('appointments') }),
      client.invalidateQueries({ queryKey: clinicKeys.resource('slots') }),
      client.invalidateQueries({ queryKey: clinicKeys.resource('dashboard') }),
    ])
}

export function useBook() {
  const refresh = useRefreshAgenda()
  return useMutation({
    mutationFn: (body: BookingBody) => api.post<AppointmentView>('api/medical/appointments', body),
    onSuccess: refresh,
  })
}

/** A lifecycle event; `reschedule` answers the new appointment. */
export function useAppointmentEvent() {
  const refresh = useRefreshAgenda()
  return useMutation({
    mutationFn: ({ id, event }: { id: string; event: AppointmentEventInput }) =>
      api.post<AppointmentView>(`api/medical/appointments/${id}/events`, event),
    onSettled: refresh,
  })
}

export interface SlotsQuery {
  doctorId: string
  procedureId: string
  date: string
  patientId?: string
  excludeAppointmentId?: string
}

/** Free start times of a procedure with a doctor on a day, as the server computes them. */
export function useSlots(query: Partial<SlotsQuery>) {
  const ready = Boolean(query.doctorId && query.procedureId && query.date)
  return useQuery({
    queryKey: clinicKeys.list('slots', query),
    queryFn: ({ signal }) => api.get<SlotsAnswer>('api/medical/slots', { ...query }, { signal, silent: true }),
    enabled: ready,
    staleTime: 5_000,
  })
}
