import { createFileRoute } from '@tanstack/react-router'
import { id, searchParams } from '@/lib/search-params'
import { optOrder, optPage, optSize, optSort, optText } from '@/features/clinic/lib/search'
import { PROCEDURE_SORTS } from '@/shared/constants/clinic/list-sorts'
import { ProceduresPage } from '@/features/clinic/maintenance/procedures-page'

export const Route = createFileRoute('/_auth/_app/maintenance/admin-procedures')({
  validateSearch: searchParams({
    q: optText(),
    page: optPage,
    size: optSize,
    sort: optSort(PROCEDURE_SORTS),
    order: optOrder,
    category: id,
  }),
  component: ProceduresPage,
})
