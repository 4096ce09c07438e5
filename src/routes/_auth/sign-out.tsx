import { createFileRoute } from '@tanstack/react-router'
import { SignOutPage } from '@/features/auth/components/sign-out-page'

export const Route = createFileRoute('/_auth/sign-out')({
  staticData: { layout: 'empty' },
  component: SignOutPage,
})
