import { api } from '@/lib/api/client'
import type { AppointmentView } from '@/shared/schemas/clinic/appointments'
import type { ClinicShowcase } from '@/shared/schemas/clinic/showcase'

// The clinic's calls its public home page makes (docs/api/clinic.md).

/** Specialties, doctors, services and opening hours: public. */
export const getClinicShowcase = () => api.get<ClinicShowcase>('api/medical/showcase')

/** A patient's own appointments between two dates (the API keeps a patient to its own). */
export const getMyAppointments = (from: string, to: string) =>
  api.get<{ items: AppointmentView[] }>('api/medical/appointments', { from, to }).then((answer) => answer.items)
