import type Dexie from 'dexie'
import { bumpRevision, seedRows } from '@/shared/db/mutate'
import type { InventoryBrand, InventoryCategory, InventoryTag } from '@/shared/schemas/inventory'
import { generateProducts } from '@seeds/inventory'
import { seededFaker } from '@seeds/random'
import { badRequest } from '../router/http-error'
import { defineRoutes, type ApiRequest, type HandlerContext, type QueryRunner } from '../router/types'
import { bodyObject } from '../router/validate'
import { coldQuery } from './query-runner'

/**
 * Only builds made with VITE_BENCH=1 (`npm run bench` makes its own, in dist-bench) contain what is
 * below: in every other build `BENCH` is the constant false and the minifier drops it all.
 */
export const BENCH = import.meta.env.VITE_BENCH === '1'

/** In bench builds a request may ask for the cold path (`x-query-path: cold`), to time both side by side. */
export function benchRunner(req: ApiRequest, ctx: HandlerContext): QueryRunner {
  return req.headers.get('x-query-path') === 'cold' ? coldQuery(ctx.db) : ctx.query
}

const CHUNK = 5000

/** Replaces the products with `count` generated ones, written with seedRows in chunks of 5,000. */
export async function seedBenchProducts(db: Dexie, count: number) {
  const [categories, brands, vendors, tags] = await Promise.all([
    db.table<InventoryCategory>('inventoryCategories').toArray(),
    db.table<InventoryBrand>('inventoryBrands').toArray(),
    db.table<InventoryBrand>('inventoryVendors').toArray(),
    db.table<InventoryTag>('inventoryTags').toArray(),
  ])
  const t0 = performance.now()
  const products = generateProducts(
    seededFaker(`inventory-bench-${count}`),
    count,
    { categories, brands, vendors, tags },
    { images: false },
  )
  const t1 = performance.now()
  await db.transaction('rw', ['inventoryProducts', 'meta'], async () => {
    await db.table('inventoryProducts').clear()
    await bumpRevision(db, 'inventoryProducts')
  })
  await seedRows(db, 'inventoryProducts', products, CHUNK)
  const t2 = performance.now()
  const writeMs = t2 - t1
  return {
    rows: count,
    chunk: CHUNK,
    generateMs: t1 - t0,
    writeMs,
    rowsPerSecond: Math.round(count / (writeMs / 1000)),
  }
}

export const benchRoutes = BENCH
  ? defineRoutes([
      {
        method: 'POST',
        pattern: 'api/bench/inventory/products',
        handler: async (req, ctx) => {
          const count = bodyObject(req.body).count
          if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 200_000)
            throw badRequest('count', 'Must be 1 to 200000')
          return seedBenchProducts(ctx.db, count)
        },
      },
    ])
  : []
