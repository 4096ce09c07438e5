import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '@/features/variants/components/landing-page'

export const Route = createFileRoute('/home')({
  component: LandingPage,
})
