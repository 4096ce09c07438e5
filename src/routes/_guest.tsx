import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireGuest } from '@/lib/guards'

export const Route = createFileRoute('/_guest')({
  beforeLoad: requireGuest,
  staticData: { layout: 'empty' },
  component: Outlet,
})
