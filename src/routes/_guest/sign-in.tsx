import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { SignInPage } from '@/features/auth/components/sign-in-page'

export const Route = createFileRoute('/_guest/sign-in')({
  validateSearch: z.object({
    redirect: z.catch(z.optional(z.string()), undefined),
    email: z.catch(z.optional(z.string()), undefined),
  }),
  component: SignInPage,
})
