import { createFileRoute } from '@tanstack/react-router'
import { id, oneOf, searchParams } from '@/lib/search-params'
import { PROCEDURE_SORT_FIELDS, optOrder, optPage, optSize, optText } from '@/features/clinic/lib/search'
import { ProceduresPage } from '@/features/clinic/maintenance/procedures-page'

export const Route = createFileRoute('/_auth/_app/maintenance/admin-procedures')({
  validateSearch: searchParams({ q: optText(), page: optPage, size: optSize, sort: oneOf(PROCEDURE_SORT_FIELDS), order: optOrder, category: id }),
  component: ProceduresPage,
})
