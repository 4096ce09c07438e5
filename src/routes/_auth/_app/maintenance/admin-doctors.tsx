import { createFileRoute } from '@tanstack/react-router'
import { searchParams } from '@/lib/search-params'
import { optEnum, optText } from '@/features/clinic/lib/search'
import { DoctorsPage } from '@/features/clinic/maintenance/doctors-page'

export const Route = createFileRoute('/_auth/_app/maintenance/admin-doctors')({
  validateSearch: searchParams({ q: optText(), tab: optEnum(['doctors', 'holidays']) }),
  component: DoctorsPage,
})
