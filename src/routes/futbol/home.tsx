import { createFileRoute } from '@tanstack/react-router'
import { FutbolHome } from '@/features/variants/components/futbol-home'

export const Route = createFileRoute('/futbol/home')({
  component: FutbolHome,
})
