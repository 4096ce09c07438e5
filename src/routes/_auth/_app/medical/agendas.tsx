import { createFileRoute, redirect } from '@tanstack/react-router'

// The menu's "Agendas" group points at /medical/agendas: the general agenda is its landing page.
export const Route = createFileRoute('/_auth/_app/medical/agendas')({
  beforeLoad: () => {
    throw redirect({ to: '/medical/general-agenda', replace: true })
  },
})
