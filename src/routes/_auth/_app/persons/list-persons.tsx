import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchParams } from '@/lib/search-params'
import { PERSON_SORT_FIELDS, optOrder, optPage, optSize, optText } from '@/features/clinic/lib/search'
import { PersonsListPage } from '@/features/clinic/persons/persons-list-page'

export const Route = createFileRoute('/_auth/_app/persons/list-persons')({
  validateSearch: searchParams({ q: optText(), page: optPage, size: optSize, sort: oneOf(PERSON_SORT_FIELDS), order: optOrder }),
  component: PersonsListPage,
})
