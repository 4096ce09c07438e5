import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SignInPage } from '@/features/auth/components/sign-in-page'

export const Route = createFileRoute('/_guest/sign-in')({
  validateSearch: z.object({
    redirect: z.string().optional().catch(undefined),
    email: z.string().optional().catch(undefined),
  }),
  component: SignInPage,
})
