import { createFileRoute, redirect } from '@tanstack/react-router'

// The menu's "Clientes" group points at /persons: its list is the place to land.
export const Route = createFileRoute('/_auth/_app/persons/')({
  beforeLoad: () => {
    throw redirect({ to: '/persons/list-persons', replace: true })
  },
})
