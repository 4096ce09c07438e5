import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ConfirmationRequiredPage } from '@/features/auth/components/confirmation-required-page'

export const Route = createFileRoute('/_guest/confirmation-required')({
  validateSearch: z.object({ email: z.catch(z.optional(z.string()), undefined) }),
  component: ConfirmationRequiredPage,
})
