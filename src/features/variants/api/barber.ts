import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { AppointmentInput, AppointmentView, BarberService, BarberWithSlot } from '@/shared/schemas/variants'

// The barber shop's API (docs/variants.md): one function per operation, with its query options.

export const barberServicesQuery = () => queryOptions({ queryKey: ['barber', 'services'], queryFn: () => api.get<BarberService[]>('api/barber/services') })

export const barbersQuery = (serviceId: string | undefined) =>
  queryOptions({ queryKey: ['barber', 'barbers', serviceId ?? 'any'], queryFn: () => api.get<BarberWithSlot[]>('api/barber/barbers', { serviceId }) })

export const barberSlotsQuery = (barberId: string, date: string, serviceId: string) =>
  queryOptions({
    queryKey: ['barber', 'slots', barberId, date, serviceId],
    queryFn: () => api.get<{ date: string; durationMin: number; slots: string[] }>(`api/barber/barbers/${encodeURIComponent(barberId)}/slots`, { date, serviceId }),
  })

export const myAppointmentsQuery = (userId: string) =>
  queryOptions({ queryKey: ['barber', 'appointments', userId], queryFn: () => api.get<AppointmentView[]>('api/barber/appointments') })

export const bookAppointment = (input: AppointmentInput) => api.post<AppointmentView>('api/barber/appointments', input)

export const cancelAppointment = (id: string) => api.delete<AppointmentView>(`api/barber/appointments/${encodeURIComponent(id)}`)
