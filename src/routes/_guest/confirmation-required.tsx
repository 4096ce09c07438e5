import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '@/lib/search-params'
import { ConfirmationRequiredPage } from '@/features/auth/components/confirmation-required-page'

export const Route = createFileRoute('/_guest/confirmation-required')({
  validateSearch: searchParams({ email: text(254) }),
  component: ConfirmationRequiredPage,
})
