import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { BarberHome } from '@/features/variants/components/barber-home'

export const Route = createFileRoute('/barber/home')({
  validateSearch: z.object({
    service: z.catch(z.optional(z.string()), undefined),
    /** A barber whose booking dialog opens (after a guest signed in, for instance). */
    book: z.catch(z.optional(z.string()), undefined),
  }),
  component: BarberHome,
})
