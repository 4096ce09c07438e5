import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/clinic/home/home-page'

export const Route = createFileRoute('/_auth/_app/medical/home')({
  component: HomePage,
})
