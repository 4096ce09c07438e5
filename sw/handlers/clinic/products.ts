import type Dexie from 'dexie'
import { deleteRow, newId, putRow, writeTx } from '@/shared/db/mutate'
import {
  movementDelta,
  movementInputSchema,
  productCreateSchema,
  productInputSchema,
  type MovementType,
  type Product,
  type StockMovement,
} from '@/shared/schemas/clinic/products'
import { defineRoutes, reply, type HandlerContext } from '../../router/types'
import { takeBaseVersion } from '../../router/version'
import { badRequest } from '../../router/http-error'
import {
  ADMIN,
  BASE,
  STAFF,
  actorOf,
  deleted,
  inUse,
  pagedList,
  pagedRows,
  parseBody,
  parsePatch,
  requireCurrent,
  ruleConflict,
  uniqueConflict,
  type ListSpec,
} from './common'
import { requireRow } from '../../router/require-row'
import { PRODUCT_SORTS } from '@/shared/constants/clinic/list-sorts'

export const PRODUCTS = 'clinicProducts'
export const MOVEMENTS = 'stockMovements'
const KEYS = Object.keys(productInputSchema.shape)

const LIST: ListSpec = {
  sorts: PRODUCT_SORTS,
  searchFields: ['name', 'sku'],
  filters: { categoryId: 'string' },
}

async function assertSkuFree(db: Dexie, sku: string, id: string) {
  const same = (await db.table(PRODUCTS).where('sku').equals(sku).toArray()) as Product[]
  if (same.some((p) => p.id !== id)) throw uniqueConflict('sku', `sku ${sku} belongs to another product`)
}

/**
 * Appends a movement and moves the product's stock with it, in one transaction; a movement that would
 * take the stock below 0 is refused. The stock is recomputed from the movements, never trusted.
 */
export async function appendMovement(
  ctx: HandlerContext,
  productId: string,
  input: { type: MovementType; quantity: number; note: string },
  userId: string | null,
): Promise<{ movement: StockMovement; product: Product }> {
  return writeTx(ctx.db, [PRODUCTS, MOVEMENTS], async () => {
    const product = await requireRow<Product>(ctx.db, PRODUCTS, productId, 'Product')
    const movements = (await ctx.db.table(MOVEMENTS).where('productId').equals(productId).toArray()) as StockMovement[]
    const stock = movements.reduce((sum, m) => sum + m.delta, 0)
    const delta = movementDelta(input.type, input.quantity)
    if (stock + delta < 0) {
      throw ruleConflict(
        'stock-negative',
        `stock-negative: ${product.name} has ${stock} in stock; this movement (${delta}) would leave ${stock + delta}`,
        {
          stock,
          delta,
          field: 'quantity',
        },
      )
    }
    const movement = (await putRow(ctx.db, MOVEMENTS, {
      id: newId(),
      productId,
      type: input.type,
      quantity: input.quantity,
      delta,
      balance: stock + delta,
      note: input.note,
      at: ctx.now().toISOString(),
      userId,
    })) as StockMovement
    const updated = (await putRow(ctx.db, PRODUCTS, { ...product, stock: stock + delta })) as Product
    return { movement, product: updated }
  })
}

export const productRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: `${BASE}/products`,
    roles: STAFF,
    handler: async (req, ctx) => {
      const low = req.query.get('lowStock')
      if (low === null || low === '' || low === 'false') return pagedList<Product>(req, ctx, PRODUCTS, LIST)
      if (low !== 'true') throw badRequest('lowStock', "Use 'true' or 'false'")
      const rows = ((await ctx.db.table(PRODUCTS).toArray()) as Product[]).filter((p) => p.stock <= p.minStock)
      return pagedRows(req, rows, LIST)
    },
  },
  {
    method: 'GET',
    pattern: `${BASE}/products/:id`,
    roles: STAFF,
    handler: (req, ctx) => requireRow<Product>(ctx.db, PRODUCTS, req.params.id!, 'Product'),
  },
  {
    method: 'POST',
    pattern: `${BASE}/products`,
    roles: ADMIN,
    handler: async (req, ctx) => {
      const { initialStock, ...data } = parseBody(productCreateSchema, req.body)
      await requireRow(ctx.db, 'clinicProductCategories', data.categoryId, 'Product category', 'categoryId')
      const actor = await actorOf(req, ctx)
      const id = newId()
      const product = await writeTx(ctx.db, [PRODUCTS, MOVEMENTS], async () => {
        await assertSkuFree(ctx.db, data.sku, id)
        await putRow(ctx.db, PRODUCTS, { ...data, id, stock: 0 })
        if (initialStock > 0)
          return (
            await appendMovement(ctx, id, { type: 'in', quantity: initialStock, note: 'Initial stock' }, actor.userId)
          ).product
        return requireRow<Product>(ctx.db, PRODUCTS, id, 'Product')
      })
      return reply(201, product)
    },
  },
  {
    method: 'PATCH',
    pattern: `${BASE}/products/:id`,
    roles: ADMIN,
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req)
      const stored = await requireRow<Product>(ctx.db, PRODUCTS, req.params.id!, 'Product')
      const data = parsePatch(productInputSchema, stored, req.body, KEYS)
      await requireRow(ctx.db, 'clinicProductCategories', data.categoryId, 'Product category', 'categoryId')
      return writeTx(ctx.db, [PRODUCTS], async () => {
        await assertSkuFree(ctx.db, data.sku, stored.id)
        const current = await requireCurrent<Product>(ctx.db, PRODUCTS, stored.id, 'Product', base)
        return putRow(ctx.db, PRODUCTS, { ...data, id: stored.id, stock: current.stock })
      })
    },
  },
  {
    method: 'DELETE',
    pattern: `${BASE}/products/:id`,
    roles: ADMIN,
    handler: async (req, ctx) => {
      const id = req.params.id!
      await requireRow<Product>(ctx.db, PRODUCTS, id, 'Product')
      const count = await ctx.db.table(MOVEMENTS).where('productId').equals(id).count()
      if (count)
        throw inUse(`the product has ${count} stock movement(s), which are kept for good; deactivate it instead`, count)
      await deleteRow(ctx.db, PRODUCTS, id)
      return deleted(id)
    },
  },
  {
    method: 'GET',
    pattern: `${BASE}/products/:id/movements`,
    roles: STAFF,
    handler: async (req, ctx) => {
      const product = await requireRow<Product>(ctx.db, PRODUCTS, req.params.id!, 'Product')
      const items = (await ctx.db
        .table(MOVEMENTS)
        .where('[productId+at]')
        .between([product.id, ''], [product.id, '\uffff'])
        .reverse()
        .toArray()) as StockMovement[]
      return { items, stock: product.stock }
    },
  },
  {
    method: 'POST',
    pattern: `${BASE}/products/:id/movements`,
    roles: ADMIN,
    handler: async (req, ctx) => {
      const input = parseBody(movementInputSchema, req.body)
      const actor = await actorOf(req, ctx)
      return reply(201, await appendMovement(ctx, req.params.id!, input, actor.userId))
    },
  },
])
