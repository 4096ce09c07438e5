import { createFileRoute } from '@tanstack/react-router'
import { PersonEditPage } from '@/features/clinic/persons/person-edit-page'

export const Route = createFileRoute('/_auth/_app/persons/add-persons/$id')({
  component: PersonEditPage,
})
