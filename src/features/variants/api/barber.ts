import { api } from '@/lib/api/client'
import type { AppointmentInput, AppointmentView, BarberService, BarberWithSlot } from '@/shared/schemas/variants'

// The barber shop's API (docs/variants.md): one function per operation.

export const getBarberServices = () => api.get<BarberService[]>('api/barber/services')

/** The barbers with their next free time for the service's length. */
export const getBarbers = (serviceId: string) => api.get<BarberWithSlot[]>('api/barber/barbers', { serviceId })

export const getBarberSlots = (barberId: string, date: string, serviceId: string) =>
  api.get<{ date: string; durationMin: number; slots: string[] }>(
    `api/barber/barbers/${encodeURIComponent(barberId)}/slots`,
    { date, serviceId },
  )

/** The signed-in customer's coming appointments. */
export const getMyAppointments = () => api.get<AppointmentView[]>('api/barber/appointments')

export const bookAppointment = (input: AppointmentInput) => api.post<AppointmentView>('api/barber/appointments', input)

export const cancelAppointment = (id: string) =>
  api.delete<AppointmentView>(`api/barber/appointments/${encodeURIComponent(id)}`)
