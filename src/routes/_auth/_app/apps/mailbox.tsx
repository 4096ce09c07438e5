import { createFileRoute } from '@tanstack/react-router'
import { id, int, searchParams, text } from '@/lib/search-params'
import { MailboxPage } from '@/features/mailbox/components/mailbox-page'

const slug = text(64, { pattern: /^[A-Za-z0-9_-]+$/ })

export const Route = createFileRoute('/_auth/_app/apps/mailbox')({
  validateSearch: searchParams({
    folder: slug,
    filter: slug,
    label: slug,
    page: int(1),
    mail: id,
  }),
  component: MailboxPage,
})
