import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '@/lib/search-params'
import { VerifyCodePage } from '@/features/auth/components/verify-code-page'

export const Route = createFileRoute('/_guest/verify-code')({
  validateSearch: searchParams({ email: text(254, { trim: true }) }),
  component: VerifyCodePage,
})
