import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ContactPanel } from '@/features/contacts/components/contact-panel'

export const Route = createFileRoute('/_auth/_app/apps/contacts/$id')({
  validateSearch: z.object({ edit: z.catch(z.optional(z.boolean()), undefined) }),
  component: ContactPanel,
})
