import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { MailboxPage } from '@/features/mailbox/components/mailbox-page'

const slug = z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]+$/))), undefined)

export const Route = createFileRoute('/_auth/_app/apps/mailbox')({
  validateSearch: z.object({
    folder: slug,
    filter: slug,
    label: slug,
    page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
    mail: z.catch(z.optional(z.string()), undefined),
  }),
  component: MailboxPage,
})
