import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchParams } from '@/lib/search-params'
import { ExamplePage } from '@/features/shell/components/example-page'
import { LAYOUTS } from '@/lib/theme'

export const Route = createFileRoute('/_auth/_app/example')({
  validateSearch: searchParams({ layout: oneOf(LAYOUTS) }),
  component: ExamplePage,
})
