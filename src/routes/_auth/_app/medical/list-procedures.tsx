import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { optId, optText } from '@/features/clinic/lib/search'
import { CataloguePage } from '@/features/clinic/catalogue/catalogue-page'

export const Route = createFileRoute('/_auth/_app/medical/list-procedures')({
  validateSearch: z.object({ q: optText(), category: optId }),
  component: CataloguePage,
})
