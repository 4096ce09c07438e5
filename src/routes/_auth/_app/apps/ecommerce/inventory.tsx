import { createFileRoute } from '@tanstack/react-router'
import { InventoryPage } from '@/features/inventory/components/inventory-page'

export const Route = createFileRoute('/_auth/_app/apps/ecommerce/inventory')({
  component: InventoryPage,
})
