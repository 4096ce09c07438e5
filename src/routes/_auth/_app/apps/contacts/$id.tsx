import { createFileRoute } from '@tanstack/react-router'
import { flag, searchParams } from '@/lib/search-params'
import { ContactPanel } from '@/features/contacts/components/contact-panel'

export const Route = createFileRoute('/_auth/_app/apps/contacts/$id')({
  validateSearch: searchParams({ edit: flag }),
  component: ContactPanel,
})
