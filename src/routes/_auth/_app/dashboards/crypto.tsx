import { createFileRoute } from '@tanstack/react-router'
import { CryptoPage } from '@/features/dashboards/components/crypto/crypto-page'

export const Route = createFileRoute('/_auth/_app/dashboards/crypto')({
  component: CryptoPage,
})
