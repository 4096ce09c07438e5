import { createFileRoute, redirect } from '@tanstack/react-router'
import { session } from '@/lib/session'

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: session.isSignedIn() ? '/apps/ecommerce/inventory' : '/sign-in' })
  },
})
