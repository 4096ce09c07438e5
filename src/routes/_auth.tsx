import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireUser } from '@/lib/guards'

export const Route = createFileRoute('/_auth')({
  beforeLoad: requireUser,
  component: Outlet,
})
