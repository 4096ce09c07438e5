import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '@/lib/search-params'
import { ContactsPage } from '@/features/contacts/components/contacts-page'

export const Route = createFileRoute('/_auth/_app/apps/contacts')({
  validateSearch: searchParams({ q: text() }),
  component: ContactsPage,
})
