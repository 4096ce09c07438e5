import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '@/lib/guards'
import { QueryOutlet } from '@/lib/queries'

export const Route = createFileRoute('/_auth')({
  beforeLoad: requireUser,
  component: QueryOutlet,
})
