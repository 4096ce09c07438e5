import { createFileRoute } from '@tanstack/react-router'
import { id, searchParams } from '@/lib/search-params'
import { optText } from '@/features/clinic/lib/search'
import { CataloguePage } from '@/features/clinic/catalogue/catalogue-page'

export const Route = createFileRoute('/_auth/_app/medical/list-procedures')({
  validateSearch: searchParams({ q: optText(), category: id }),
  component: CataloguePage,
})
