export function InventoryPage() {
  return <h1>Inventory</h1>
}
