import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchParams } from '@/lib/search-params'
import { optText } from '@/features/clinic/lib/search'
import { DoctorsPage } from '@/features/clinic/maintenance/doctors-page'

export const Route = createFileRoute('/_auth/_app/maintenance/admin-doctors')({
  validateSearch: searchParams({ q: optText(), tab: oneOf(['doctors', 'holidays']) }),
  component: DoctorsPage,
})
