import type Dexie from 'dexie'
import { deleteRow, newId, patchRow, putRow, writeTx, type SyncFields } from '@/shared/db/mutate'
import {
  MAX_PAGE_SIZE,
  TEXT_SORT_FIELDS,
  blankProduct,
  productPatchSchema,
  tagSchema,
  type InventoryTag,
  type Product,
} from '@/shared/schemas/inventory'
import { priceOf } from '@/shared/constants/inventory'
import { BENCH, benchRoutes, benchRunner } from '../runtime/bench'
import { badRequest, conflict, notFound } from '../router/http-error'
import { requireRow } from '../router/require-row'
import { defineRoutes, reply, type ApiRequest, type HandlerContext } from '../router/types'
import { bodyObject, bodyWithId, parse, requireParam } from '../router/validate'
import { isPlainWindow, templateInt } from '../router/template-numbers'
import { dropEchoes } from '../router/echoes'
import { checkVersion, takeBaseVersion } from '../router/version'

const BASE = 'api/apps/ecommerce/inventory'
const PRODUCTS = 'inventoryProducts'
const TAGS = 'inventoryTags'

type ProductRow = Product & SyncFields
type TagRow = InventoryTag & SyncFields

/**
 * The template's product list: sort, then search on name, then a zero-based page whose default is 1.
 * `page == lastPage` answers [] (startIndex page*size, endIndex length-1); beyond it, null and lastPage.
 * Page and size are read and worked out exactly as the template does (parseInt, then plain arithmetic and
 * `slice`), so `page=-1`, `page=abc` or `size=0` answer what a template client gets, not a 400.
 */
async function listProducts(req: ApiRequest, ctx: HandlerContext) {
  const q = req.query
  const page = templateInt(q, 'page', 1)
  const size = templateInt(q, 'size', 10)
  // The one limit the template lacks: a page never holds more than MAX_PAGE_SIZE rows.
  if (size > MAX_PAGE_SIZE) throw badRequest('size', `At most ${MAX_PAGE_SIZE}`)
  // As the template: only 'asc' (or nothing) ascends; any other order descends.
  const order = (q.get('order') || 'asc') === 'asc' ? 'asc' : 'desc'
  const sort = q.get('sort') || 'name'
  const kind = (TEXT_SORT_FIELDS as readonly string[]).includes(sort) ? 'upper' : 'number'
  const run = BENCH ? benchRunner(req, ctx) : ctx.query
  const begin = page * size
  const plain = isPlainWindow(begin, size)
  const started = performance.now()
  const { rows, total, source } = await run<Product>(PRODUCTS, {
    search: { fields: ['name'], text: q.get('search') ?? '' },
    sort: { field: sort, order, kind },
    ...(plain ? { offset: begin, limit: size } : {}),
  })
  // Which path answered and how long it took, for the benchmark and the worker-restart test.
  const headers = {
    'x-query-source': source ?? 'cold',
    'server-timing': `query;dur=${(performance.now() - started).toFixed(2)}`,
  }
  const end = Math.min(size * (page + 1), total)
  const lastPage = Math.max(Math.ceil(total / size), 1)
  if (page > lastPage) return reply(200, { products: null, pagination: { lastPage } }, headers)
  const products = plain ? rows : rows.slice(begin, end)
  return reply(
    200,
    { products, pagination: { length: total, size, page, lastPage, startIndex: begin, endIndex: end - 1 } },
    headers,
  )
}

/** A position before every other row: the list's base order puts it first. */
async function frontPosition(db: Dexie, table: string): Promise<number> {
  const first = (await db.table(table).orderBy('position').first()) as { position?: number } | undefined
  return (first?.position ?? 0) - 1
}

/** Ids a product refers to must exist: a typo would leave it in no category and no filter. */
async function checkRefs(db: Dexie, product: Partial<Product>): Promise<void> {
  const refs = [
    ['category', 'inventoryCategories'],
    ['brand', 'inventoryBrands'],
    ['vendor', 'inventoryVendors'],
  ] as const
  for (const [field, table] of refs) {
    const id = product[field]
    if (id && !(await db.table(table).get(id))) throw badRequest(`product.${field}`, `Unknown ${field}`)
  }
  if (product.tags?.length) {
    const found = await db.table(TAGS).bulkGet(product.tags)
    const missing = found.findIndex((t) => !t)
    if (missing !== -1) throw badRequest(`product.tags.${missing}`, 'Unknown tag')
  }
}

/**
 * The price follows base price and tax whatever the client sends. Without a base price there is nothing to
 * work it out from, so a price sent is kept as the template keeps it (a number, not a recomputed '').
 */
function priceAfter(current: Product, changes: Partial<Product>): Product['price'] {
  const merged = { ...current, ...changes }
  if (merged.basePrice !== '') return priceOf(merged.basePrice, merged.taxPercent)
  if (changes.price !== undefined) return changes.price
  return current.basePrice === '' ? current.price : ''
}

async function patchProduct(req: ApiRequest, ctx: HandlerContext) {
  const base = takeBaseVersion(req, 'product')
  const { id, body } = bodyWithId(req.body)
  if (body.product === null || typeof body.product !== 'object' || Array.isArray(body.product))
    throw badRequest('product', 'Required')
  const changes = parse(productPatchSchema, dropEchoes(id, body.product, 'product'), 'product')
  return writeTx(ctx.db, [PRODUCTS, TAGS, 'inventoryCategories', 'inventoryBrands', 'inventoryVendors'], async () => {
    const current = await requireRow<ProductRow>(ctx.db, PRODUCTS, id, 'Product')
    checkVersion(current, base)
    await checkRefs(ctx.db, changes)
    return patchRow<ProductRow>(ctx.db, PRODUCTS, id, { ...changes, price: priceAfter(current, changes) })
  })
}

async function checkTagTitle(db: Dexie, title: string, except?: string): Promise<void> {
  const lower = title.toLowerCase()
  const clash = await db
    .table(TAGS)
    .filter((t: TagRow) => t.id !== except && t.title.toLowerCase() === lower)
    .first()
  if (clash)
    throw conflict(`A tag named '${title}' already exists`, {
      field: 'tag.title',
      reason: 'Already exists',
      id: clash.id,
    })
}

const byName = <T extends { name: string }>(rows: T[]) => rows.sort((a, b) => a.name.localeCompare(b.name))

export const inventoryRoutes = defineRoutes([
  // The template's 300 ms; bench builds drop it so that the benchmark measures the query itself.
  { method: 'GET', pattern: `${BASE}/products`, delay: BENCH ? 0 : 300, handler: listProducts },
  {
    method: 'GET',
    pattern: `${BASE}/product`,
    handler: async (req, ctx) => requireRow<ProductRow>(ctx.db, PRODUCTS, requireParam(req.query, 'id'), 'Product'),
  },
  {
    method: 'POST',
    pattern: `${BASE}/product`,
    handler: async (_req, ctx) =>
      writeTx(ctx.db, [PRODUCTS], async () =>
        putRow(ctx.db, PRODUCTS, { ...blankProduct(newId()), position: await frontPosition(ctx.db, PRODUCTS) }),
      ),
  },
  { method: 'PATCH', pattern: `${BASE}/product`, handler: patchProduct },
  {
    method: 'DELETE',
    pattern: `${BASE}/product`,
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      if (!(await deleteRow(ctx.db, PRODUCTS, id))) throw notFound('Product', id)
      return true
    },
  },
  {
    method: 'GET',
    pattern: `${BASE}/categories`,
    handler: async (_req, ctx) => byName(await ctx.db.table('inventoryCategories').toArray()),
  },
  {
    method: 'GET',
    pattern: `${BASE}/brands`,
    handler: async (_req, ctx) => byName(await ctx.db.table('inventoryBrands').toArray()),
  },
  {
    method: 'GET',
    pattern: `${BASE}/vendors`,
    handler: async (_req, ctx) => byName(await ctx.db.table('inventoryVendors').toArray()),
  },
  {
    method: 'GET',
    pattern: `${BASE}/tags`,
    handler: async (_req, ctx) => ctx.db.table(TAGS).orderBy('position').toArray(),
  },
  {
    method: 'POST',
    pattern: `${BASE}/tag`,
    handler: async (req, ctx) => {
      const { title } = parse(tagSchema, bodyObject(req.body).tag, 'tag')
      return writeTx(ctx.db, [TAGS], async () => {
        await checkTagTitle(ctx.db, title)
        return putRow(ctx.db, TAGS, { id: newId(), title, position: await frontPosition(ctx.db, TAGS) })
      })
    },
  },
  {
    method: 'PATCH',
    pattern: `${BASE}/tag`,
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'tag')
      const { id, body } = bodyWithId(req.body)
      const { title } = parse(tagSchema, body.tag, 'tag')
      return writeTx(ctx.db, [TAGS], async () => {
        checkVersion(await requireRow<TagRow>(ctx.db, TAGS, id, 'Tag'), base)
        await checkTagTitle(ctx.db, title, id)
        return patchRow<TagRow>(ctx.db, TAGS, id, { title })
      })
    },
  },
  {
    method: 'DELETE',
    pattern: `${BASE}/tag`,
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      // The tag and its removal from every product commit together.
      await writeTx(ctx.db, [TAGS, PRODUCTS], async () => {
        await requireRow<TagRow>(ctx.db, TAGS, id, 'Tag')
        const tagged = (await ctx.db.table(PRODUCTS).where('tags').equals(id).distinct().toArray()) as ProductRow[]
        for (const product of tagged) {
          await patchRow<ProductRow>(ctx.db, PRODUCTS, product.id, { tags: product.tags.filter((t) => t !== id) })
        }
        await deleteRow(ctx.db, TAGS, id)
      })
      return true
    },
  },
  ...benchRoutes,
])
