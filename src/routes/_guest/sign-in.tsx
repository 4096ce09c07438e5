import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '@/lib/search-params'
import { SignInPage } from '@/features/auth/components/sign-in-page'

export const Route = createFileRoute('/_guest/sign-in')({
  validateSearch: searchParams({ redirect: text(2000), email: text(254) }),
  component: SignInPage,
})
