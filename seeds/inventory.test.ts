import { describe, expect, it } from 'vitest'
import { createDb } from '@/shared/db/database'
import { priceOf } from '@/shared/constants/inventory'
import { productSchema, type Product } from '@/shared/schemas/inventory'
import { seedDatabase } from './run'
import { TAX_PERCENTS, inventorySeeder } from './inventory'
import { SEEDED_TAG_TITLES } from '../tests/setup/seeded'

async function seeded() {
  const db = createDb(`inv-seed-${Date.now()}-${Math.random()}`)
  await seedDatabase(db, new Date('2024-01-01'), [inventorySeeder])
  return db
}

describe('inventory seed', () => {
  it("makes the template's 23 watches, 8 active, with its lists and tax percents", async () => {
    const db = await seeded()
    const products = await db.table<Product>('inventoryProducts').toArray()
    expect(products).toHaveLength(23)
    expect(products.filter((p) => p.active)).toHaveLength(8)
    expect(new Set(products.map((p) => p.name)).size).toBe(23)
    for (const p of products) {
      expect(p.name).toMatch(
        /^(Benton|Capmia|Lara|Premera|Zeon) (Mens|Ladies|Unisex) (Automatic|Chronograph) Watch (40|44)mm (5|10) ATM$/,
      )
      expect(TAX_PERCENTS).toContain(p.taxPercent)
      expect(p.price).toBe(priceOf(p.basePrice, p.taxPercent))
      expect(p.images).toHaveLength(3)
      expect(p.thumbnail).toBe(p.images[0])
      expect(p.images.every((src) => src.startsWith('data:image/svg+xml'))).toBe(true)
      expect(productSchema.safeParse(p).success).toBe(true)
      expect(Number(p.reserved)).toBeLessThanOrEqual(Number(p.stock))
    }
    const titles = (await db.table('inventoryTags').orderBy('position').toArray()).map((t) => t.title)
    expect(titles).toEqual(SEEDED_TAG_TITLES)
    const tagIds = new Set((await db.table('inventoryTags').toArray()).map((t) => t.id))
    expect(products.every((p) => p.tags.length === 5 && p.tags.every((t) => tagIds.has(t)))).toBe(true)
    expect((await db.table('inventoryCategories').toArray()).map((c) => c.name).sort()).toEqual([
      'Ladies',
      'Mens',
      'Unisex',
    ])
    expect(await db.table('inventoryBrands').count()).toBe(5)
    expect(await db.table('inventoryVendors').count()).toBe(3)
  })

  it('is deterministic: two fresh databases hold the same rows', async () => {
    const [a, b] = await Promise.all([seeded(), seeded()])
    for (const table of inventorySeeder.tables) {
      expect(await a.table(table).toArray(), table).toEqual(await b.table(table).toArray())
    }
  })
})
