import type { Faker } from '@faker-js/faker'
import { seedRows } from '@/shared/db/mutate'
import { priceOf, round2 } from '@/shared/constants/inventory'
import type {
  InventoryBrand,
  InventoryCategory,
  InventoryTag,
  InventoryVendor,
  Product,
} from '@/shared/schemas/inventory'
import { ACCENTS, BACKGROUNDS, CASES, DIALS, STRAPS, watchImage } from './inventory-images'
import type { Seeder } from './types'

export const INVENTORY_TABLES = [
  'inventoryProducts',
  'inventoryCategories',
  'inventoryBrands',
  'inventoryVendors',
  'inventoryTags',
]
export const SEED_PRODUCT_COUNT = 23
export const SEED_ACTIVE_COUNT = 8
export const TAX_PERCENTS = [8, 10, 18, 20, 30] as const

const CATEGORIES = ['Mens', 'Ladies', 'Unisex'] as const
const BRANDS = ['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon']
const VENDORS = ['Evel', 'Mivon', 'Neogen']
const TAGS = ['mens', 'ladies', 'unisex', '44mm', '40mm', '5 ATM', '10 ATM', 'automatic', 'chronograph', 'watch']

export interface InventoryRefs {
  categories: InventoryCategory[]
  brands: InventoryBrand[]
  vendors: InventoryVendor[]
  tags: InventoryTag[]
}

const slug = (s: string) => s.toLowerCase().replace(/\s+/g, '-')

/** Categories, brands, vendors and tags with deterministic ids, in the template's order. */
export function inventoryRefs(faker: Faker): InventoryRefs {
  return {
    categories: CATEGORIES.map((name) => ({ id: faker.string.uuid(), parentId: null, name, slug: slug(name) })),
    brands: BRANDS.map((name) => ({ id: faker.string.uuid(), name, slug: slug(name) })),
    vendors: VENDORS.map((name) => ({ id: faker.string.uuid(), name, slug: slug(name) })),
    tags: TAGS.map((title, position) => ({ id: faker.string.uuid(), title, position })),
  }
}

interface GenerateOptions {
  /** SVG pictures per product (the 23 demo products); the large benchmark sets go without. */
  images: boolean
  /** Position of the first product (the list's base order). */
  start?: number
}

/**
 * Watches of the spec's shape: name from brand, category, movement, case size and water resistance;
 * tags that say the same; prices with tax. Deterministic for a given faker seed, and cheap enough to
 * make 100,000 of them for the benchmark.
 */
export function generateProducts(
  faker: Faker,
  count: number,
  refs: InventoryRefs,
  options: GenerateOptions,
): Product[] {
  const tagId = (title: string) => refs.tags.find((t) => t.title === title)?.id ?? ''
  const descriptions = Array.from({ length: 12 }, () => faker.lorem.paragraph({ min: 3, max: 5 }))
  const names = new Set<string>()
  const products: Product[] = []
  for (let i = 0; i < count; i++) {
    let name = ''
    let parts: { category: number; brand: number; movement: string; size: string; atm: string } | undefined
    // The small demo set has unique names; the benchmark sets repeat them like a real catalogue would.
    for (let attempt = 0; attempt < 20; attempt++) {
      const category = faker.number.int({ min: 0, max: 2 })
      parts = {
        category,
        brand: faker.number.int({ min: 0, max: BRANDS.length - 1 }),
        movement: faker.helpers.arrayElement(['Automatic', 'Chronograph']),
        size: category === 0 ? '44mm' : category === 1 ? '40mm' : faker.helpers.arrayElement(['40mm', '44mm']),
        atm: faker.helpers.arrayElement(['5 ATM', '10 ATM']),
      }
      name = `${BRANDS[parts.brand]} ${CATEGORIES[category]} ${parts.movement} Watch ${parts.size} ${parts.atm}`
      if (!options.images || !names.has(name)) break
    }
    names.add(name)
    const p = parts!
    const stock = faker.number.int({ min: 0, max: 40 })
    const cost = round2(faker.number.float({ min: 200, max: 900, fractionDigits: 2 }))
    const basePrice = Math.round(cost * faker.number.float({ min: 1.6, max: 2.4 }))
    const taxPercent = faker.helpers.arrayElement(TAX_PERCENTS)
    const images = options.images ? watchViews(faker, p.movement === 'Chronograph') : []
    products.push({
      id: faker.string.uuid(),
      category: refs.categories[p.category]?.id ?? '',
      name,
      description: descriptions[i % descriptions.length]!,
      tags: [TAGS[p.category]!, p.size, p.atm, p.movement.toLowerCase(), 'watch'].map(tagId),
      sku: `${faker.string.alpha({ length: 3, casing: 'upper' })}-${faker.string.numeric(4)}`,
      barcode: faker.string.numeric({ length: 13, allowLeadingZeros: false }),
      brand: refs.brands[p.brand]?.id ?? '',
      vendor: faker.helpers.arrayElement(refs.vendors).id,
      stock,
      reserved: faker.number.int({ min: 0, max: Math.min(stock, 10) }),
      cost,
      basePrice,
      taxPercent,
      price: priceOf(basePrice, taxPercent),
      weight: round2(faker.number.float({ min: 0.4, max: 0.85, fractionDigits: 2 })),
      thumbnail: images[0] ?? null,
      images,
      active: false,
      position: (options.start ?? 0) + i,
    })
  }
  // The template's data has 8 active products of 23; spread the same share deterministically.
  const active = Math.round((count * SEED_ACTIVE_COUNT) / SEED_PRODUCT_COUNT)
  for (const index of faker.helpers.shuffle(products.map((_, i) => i)).slice(0, active)) products[index]!.active = true
  return products
}

function watchViews(faker: Faker, chronograph: boolean): string[] {
  const { dial, ink } = faker.helpers.arrayElement(DIALS)
  const look = {
    background: faker.helpers.arrayElement(BACKGROUNDS),
    strap: faker.helpers.arrayElement(STRAPS),
    case: faker.helpers.arrayElement(CASES),
    dial,
    ink,
    accent: faker.helpers.arrayElement(ACCENTS),
    chronograph,
  }
  return [0, 1, 2].map((view) => watchImage(look, view))
}

export const inventorySeeder: Seeder = {
  name: 'inventory',
  tables: INVENTORY_TABLES,
  async run(db, { faker }) {
    const refs = inventoryRefs(faker)
    await seedRows(db, 'inventoryCategories', refs.categories)
    await seedRows(db, 'inventoryBrands', refs.brands)
    await seedRows(db, 'inventoryVendors', refs.vendors)
    await seedRows(db, 'inventoryTags', refs.tags)
    await seedRows(db, 'inventoryProducts', generateProducts(faker, SEED_PRODUCT_COUNT, refs, { images: true }))
  },
}
