import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '@/lib/search-params'
import { UnlockSessionPage } from '@/features/auth/components/unlock-session-page'

export const Route = createFileRoute('/_auth/unlock-session')({
  validateSearch: searchParams({ redirect: text(2000) }),
  staticData: { layout: 'empty' },
  component: UnlockSessionPage,
})
