import { createFileRoute } from '@tanstack/react-router'
import { date, id, searchParams } from '@/lib/search-params'
import { BookingPage } from '@/features/clinic/appointments/booking-page'

export const Route = createFileRoute('/_auth/_app/medical/envio-medical/$id')({
  validateSearch: searchParams({ patientId: id, doctorId: id, procedureId: id, date }),
  component: BookingPage,
})
