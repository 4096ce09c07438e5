import type { Faker } from '@faker-js/faker'
import type { Product, StockMovement } from '@/shared/schemas/clinic/products'
import { movementDelta, type MovementType } from '@/shared/schemas/clinic/products'
import { PRODUCTS, PRODUCT_CATEGORIES } from './catalog-data'

type Row<T> = Omit<T, 'updatedAt' | 'version'>

const OUT_NOTES = ['Venta en recepción', 'Uso en consultorio', 'Uso en procedimiento', 'Entrega a paciente']
const ADJUST_NOTES = ['Conteo de inventario', 'Producto vencido', 'Envase dañado']

/**
 * The 40 products and their movements: an opening delivery six weeks ago, sales and uses since, a
 * restock for some, a count correction for a few; never below zero, and some end under their minimum.
 */
export function buildStock(faker: Faker, now: Date, categoryIds: Record<string, string>, adminId: string) {
  const products: Array<Row<Product>> = []
  const movements: Array<Row<StockMovement>> = []
  let skuSeq = 1
  for (const cat of PRODUCT_CATEGORIES) {
    for (const [name, unit, salePrice, cost, minStock] of PRODUCTS[cat.key]) {
      const id = faker.string.uuid()
      const sku = `${cat.key.toUpperCase()}-${String(skuSeq++).padStart(4, '0')}`
      let stock = 0
      let t = now.getTime() - 45 * 86_400_000
      const add = (type: MovementType, quantity: number, note: string) => {
        const delta = movementDelta(type, quantity)
        if (stock + delta < 0) return
        stock += delta
        movements.push({
          id: faker.string.uuid(),
          productId: id,
          type,
          quantity,
          delta,
          balance: stock,
          note,
          at: new Date(t).toISOString(),
          userId: adminId,
        })
      }
      add('in', minStock * faker.number.int({ min: 2, max: 5 }), 'Compra inicial al proveedor')
      const outs = faker.number.int({ min: 2, max: 6 })
      for (let i = 0; i < outs; i++) {
        t += faker.number.int({ min: 1, max: 4 }) * 86_400_000 + faker.number.int({ min: 0, max: 600 }) * 60_000
        add(
          'out',
          Math.max(1, Math.round(stock * faker.number.float({ min: 0.05, max: 0.35 }))),
          faker.helpers.arrayElement(OUT_NOTES),
        )
      }
      t += 3_600_000
      if (faker.number.int(99) < 40) add('in', minStock * faker.number.int({ min: 1, max: 3 }), 'Reposición')
      t += 3_600_000
      if (faker.number.int(99) < 20)
        add(
          'adjustment',
          -Math.min(stock, faker.number.int({ min: 1, max: 3 })) || 1,
          faker.helpers.arrayElement(ADJUST_NOTES),
        )
      products.push({
        id,
        sku,
        name,
        categoryId: categoryIds[cat.key]!,
        description: '',
        unit,
        salePrice,
        cost,
        minStock,
        active: faker.number.int(99) < 95,
        stock,
      })
    }
  }
  return { products, movements }
}
