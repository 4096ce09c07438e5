import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchParams, text } from '@/lib/search-params'
import { IconsPage } from '@/features/icons/components/icons-page'
import { ICON_SETS } from '@/shared/constants/dashboards'

export const Route = createFileRoute('/_auth/_app/ui/icons')({
  validateSearch: searchParams({ set: oneOf(ICON_SETS), q: text() }),
  component: IconsPage,
})
