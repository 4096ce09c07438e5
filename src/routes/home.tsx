import { createFileRoute } from '@tanstack/react-router'
import { loadHomeWords } from '@/features/variants/lib/home-words'
import { LandingPage } from '@/features/variants/components/landing-page'

export const Route = createFileRoute('/home')({
  beforeLoad: loadHomeWords,
  component: LandingPage,
})
