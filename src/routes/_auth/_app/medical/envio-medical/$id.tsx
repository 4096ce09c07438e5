import { createFileRoute } from '@tanstack/react-router'
import { searchParams } from '@/lib/search-params'
import { optDate, optId } from '@/features/clinic/lib/search'
import { BookingPage } from '@/features/clinic/booking/booking-page'

export const Route = createFileRoute('/_auth/_app/medical/envio-medical/$id')({
  validateSearch: searchParams({ patientId: optId, doctorId: optId, procedureId: optId, date: optDate }),
  component: BookingPage,
})
