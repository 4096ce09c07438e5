import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { optDate, optId } from '@/features/clinic/lib/search'
import { BookingPage } from '@/features/clinic/booking/booking-page'

export const Route = createFileRoute('/_auth/_app/medical/envio-medical/$id')({
  validateSearch: z.object({ patientId: optId, doctorId: optId, procedureId: optId, date: optDate }),
  component: BookingPage,
})
