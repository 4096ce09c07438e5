import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ProjectPage } from '@/features/dashboards/components/project/project-page'
import { PROJECT_TABS } from '@/features/dashboards/lib/project-tabs'

export const Route = createFileRoute('/_auth/_app/dashboards/project')({
  validateSearch: z.object({ tab: z.catch(z.optional(z.enum(PROJECT_TABS)), undefined) }),
  component: ProjectPage,
})
