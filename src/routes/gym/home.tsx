import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { GymHome } from '@/features/variants/components/gym-home'

export const Route = createFileRoute('/gym/home')({
  validateSearch: z.object({ date: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined) }),
  component: GymHome,
})
