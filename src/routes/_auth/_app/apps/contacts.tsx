import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ContactsPage } from '@/features/contacts/components/contacts-page'

export const Route = createFileRoute('/_auth/_app/apps/contacts')({
  validateSearch: z.object({ q: z.catch(z.optional(z.string()), undefined) }),
  component: ContactsPage,
})
