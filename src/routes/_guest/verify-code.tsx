import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { VerifyCodePage } from '@/features/auth/components/verify-code-page'

export const Route = createFileRoute('/_guest/verify-code')({
  validateSearch: z.object({ email: z.catch(z.optional(z.string().check(z.trim())), undefined) }),
  component: VerifyCodePage,
})
