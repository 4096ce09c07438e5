import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { optEnum, optText } from '@/features/clinic/lib/search'
import { DoctorsPage } from '@/features/clinic/maintenance/doctors-page'

export const Route = createFileRoute('/_auth/_app/maintenance/admin-doctors')({
  validateSearch: z.object({ q: optText(), tab: optEnum(['doctors', 'holidays']) }),
  component: DoctorsPage,
})
