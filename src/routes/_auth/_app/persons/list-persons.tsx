import { createFileRoute } from '@tanstack/react-router'
import { searchParams } from '@/lib/search-params'
import { optOrder, optPage, optSize, optSort, optText } from '@/features/clinic/lib/search'
import { PERSON_SORTS } from '@/shared/constants/clinic/list-sorts'
import { PersonsListPage } from '@/features/clinic/persons/persons-list-page'

export const Route = createFileRoute('/_auth/_app/persons/list-persons')({
  validateSearch: searchParams({
    q: optText(),
    page: optPage,
    size: optSize,
    sort: optSort(PERSON_SORTS),
    order: optOrder,
  }),
  component: PersonsListPage,
})
