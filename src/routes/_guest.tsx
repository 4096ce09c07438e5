import { Outlet, createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { requireGuest } from '@/lib/guards'

export const Route = createFileRoute('/_guest')({
  beforeLoad: requireGuest,
  // Every guest page reads the 'auth' texts: loading them beside the page's chunk, rather than after it
  // renders and suspends, shows a first visit its form one round trip sooner and with no spinner between.
  loader: () => i18next.loadNamespaces('auth'),
  staticData: { layout: 'empty' },
  component: Outlet,
})
