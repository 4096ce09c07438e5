import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { IconsPage } from '@/features/icons/components/icons-page'
import { ICON_SETS } from '@/shared/schemas/dashboards'

export const Route = createFileRoute('/_auth/_app/ui/icons')({
  validateSearch: z.object({
    set: z.catch(z.optional(z.enum(ICON_SETS)), undefined),
    q: z.catch(z.optional(z.string()), undefined),
  }),
  component: IconsPage,
})
