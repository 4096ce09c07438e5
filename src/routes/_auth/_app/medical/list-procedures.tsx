import { createFileRoute } from '@tanstack/react-router'
import { searchParams } from '@/lib/search-params'
import { optId, optText } from '@/features/clinic/lib/search'
import { CataloguePage } from '@/features/clinic/catalogue/catalogue-page'

export const Route = createFileRoute('/_auth/_app/medical/list-procedures')({
  validateSearch: searchParams({ q: optText(), category: optId }),
  component: CataloguePage,
})
