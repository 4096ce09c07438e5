import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ExamplePage } from '@/features/shell/components/example-page'
import { LAYOUTS } from '@/lib/theme'

export const Route = createFileRoute('/_auth/_app/example')({
  validateSearch: z.object({ layout: z.catch(z.optional(z.enum(LAYOUTS)), undefined) }),
  component: ExamplePage,
})
