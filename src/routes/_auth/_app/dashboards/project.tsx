import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchParams } from '@/lib/search-params'
import { ProjectPage } from '@/features/dashboards/components/project/project-page'
import { PROJECT_TABS } from '@/features/dashboards/lib/project-tabs'

export const Route = createFileRoute('/_auth/_app/dashboards/project')({
  validateSearch: searchParams({ tab: oneOf(PROJECT_TABS) }),
  component: ProjectPage,
})
