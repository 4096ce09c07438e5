import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { UnlockSessionPage } from '@/features/auth/components/unlock-session-page'

export const Route = createFileRoute('/_auth/unlock-session')({
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  staticData: { layout: 'empty' },
  component: UnlockSessionPage,
})
