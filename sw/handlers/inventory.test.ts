import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { inventorySeeder } from '@seeds/inventory'
import { SEEDED_TAG_TITLES } from '../../tests/setup/seeded'

const BASE = 'api/apps/ecommerce/inventory'
let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, inventorySeeder] })
})

const list = (query: Record<string, string | number> = {}) => h.call('GET', `${BASE}/products`, { query })
const upper = (s: unknown) => String(s).toUpperCase()

describe('GET products: paging at every edge', () => {
  it('starts on page 1 (zero-based: the second page) when page is absent', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(res.body.pagination).toEqual({ length: 23, size: 10, page: 1, lastPage: 3, startIndex: 10, endIndex: 19 })
    expect(res.body.products).toHaveLength(10)
  })

  it('answers the first page for page=0, as the client asks', async () => {
    const res = await list({ page: 0, size: 10, sort: 'name', order: 'asc', search: '' })
    expect(res.body.pagination).toEqual({ length: 23, size: 10, page: 0, lastPage: 3, startIndex: 0, endIndex: 9 })
    expect(res.body.products).toHaveLength(10)
  })

  it('answers the partial last page with endIndex length-1', async () => {
    const res = await list({ page: 2 })
    expect(res.body.pagination).toEqual({ length: 23, size: 10, page: 2, lastPage: 3, startIndex: 20, endIndex: 22 })
    expect(res.body.products).toHaveLength(3)
  })

  it('answers [] for page == lastPage, with startIndex page*size and endIndex length-1', async () => {
    const res = await list({ page: 3 })
    expect(res.body).toEqual({
      products: [],
      pagination: { length: 23, size: 10, page: 3, lastPage: 3, startIndex: 30, endIndex: 22 },
    })
  })

  it('answers products null and only lastPage beyond it', async () => {
    expect((await list({ page: 4 })).body).toEqual({ products: null, pagination: { lastPage: 3 } })
    expect((await list({ page: 999 })).body).toEqual({ products: null, pagination: { lastPage: 3 } })
  })

  it('keeps lastPage at least 1 when nothing matches', async () => {
    expect((await list({ page: 0, search: 'no such watch' })).body).toEqual({
      products: [],
      pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
    })
    expect((await list({ page: 2, search: 'no such watch' })).body).toEqual({
      products: null,
      pagination: { lastPage: 1 },
    })
  })

  it('pages every product exactly once', async () => {
    const ids: string[] = []
    for (let page = 0; page < 5; page++)
      ids.push(...(await list({ page, size: 5 })).body.products.map((p: { id: string }) => p.id))
    expect(new Set(ids).size).toBe(23)
  })
})

describe('GET products: search and sort', () => {
  it('searches names case-insensitively and counts the matches', async () => {
    const res = await list({ page: 0, size: 50, search: 'LADIES' })
    expect(res.body.products.length).toBeGreaterThan(0)
    expect(res.body.pagination.length).toBe(res.body.products.length)
    for (const p of res.body.products) expect(p.name.toLowerCase()).toContain('ladies')
    const all = (await list({ page: 0, size: 50 })).body.products
    expect(res.body.products.length).toBe(
      all.filter((p: { name: string }) => p.name.toLowerCase().includes('ladies')).length,
    )
  })

  it('sorts by name by default, ascending, as upper-cased text', async () => {
    const names = (await list({ page: 0, size: 50 })).body.products.map((p: { name: string }) => p.name)
    expect(names).toEqual([...names].sort((a, b) => upper(a).localeCompare(upper(b))))
    const desc = (await list({ page: 0, size: 50, order: 'desc' })).body.products.map((p: { name: string }) => p.name)
    expect(desc.map(upper)).toEqual([...names].map(upper).reverse())
  })

  it('sorts sku as text and price, stock numerically', async () => {
    const skus = (await list({ page: 0, size: 50, sort: 'sku' })).body.products.map((p: { sku: string }) =>
      upper(p.sku),
    )
    expect(skus).toEqual([...skus].sort((a, b) => a.localeCompare(b)))
    for (const field of ['price', 'stock', 'basePrice']) {
      const values = (await list({ page: 0, size: 50, sort: field, order: 'desc' })).body.products.map(
        (p: Record<string, number>) => p[field],
      )
      expect(values).toEqual([...values].sort((a, b) => b - a))
    }
  })

  it("sorts active as the strings 'FALSE' < 'TRUE'", async () => {
    const asc = (await list({ page: 0, size: 50, sort: 'active' })).body.products.map(
      (p: { active: boolean }) => p.active,
    )
    expect(asc).toEqual([...Array(15).fill(false), ...Array(8).fill(true)])
    const desc = (await list({ page: 0, size: 50, sort: 'active', order: 'desc' })).body.products.map(
      (p: { active: boolean }) => p.active,
    )
    expect(desc.slice(0, 8)).toEqual(Array(8).fill(true))
  })

  it('treats empty sort and order as the defaults, and keeps the order for an unknown field', async () => {
    const byName = (await list({ page: 0, size: 50 })).body.products
    expect((await list({ page: 0, size: 50, sort: '', order: '' })).body.products).toEqual(byName)
    const unknown = (await list({ page: 0, size: 50, sort: 'nope' })).body.products.map((p: { id: string }) => p.id)
    expect(unknown).toHaveLength(23)
  })

  it('reads page and size as the template does (parseInt), answering its pages instead of 400s', async () => {
    const ids = async (query: Record<string, string | number>) =>
      (await list(query)).body.products.map((p: { id: string }) => p.id)
    const all = await ids({ page: 0, size: 50 })
    // parseInt keeps the leading digits: '1.5' is page 1, '2abc' is page 2.
    expect((await list({ page: 1.5 })).body.pagination).toMatchObject({ page: 1, startIndex: 10, endIndex: 19 })
    expect((await list({ page: '2abc' })).body.pagination).toMatchObject({ page: 2, startIndex: 20, endIndex: 22 })
    // page -1: slice(-10, 0) is empty; the indexes are the template's arithmetic.
    expect((await list({ page: -1 })).body).toEqual({
      products: [],
      pagination: { length: 23, size: 10, page: -1, lastPage: 3, startIndex: -10, endIndex: -1 },
    })
    // page -2: slice(-20, -10) counts from the end, as Array.slice does.
    expect(await ids({ page: -2 })).toEqual(all.slice(-20, -10))
    // A word is NaN: nothing, and NaN travels as null in JSON.
    expect((await list({ page: 'abc' })).body).toEqual({
      products: [],
      pagination: { length: 23, size: 10, page: null, lastPage: 3, startIndex: null, endIndex: null },
    })
    // size 0: an empty page and a last page of Infinity (null in JSON).
    expect((await list({ page: 0, size: 0 })).body).toEqual({
      products: [],
      pagination: { length: 23, size: 0, page: 0, lastPage: null, startIndex: 0, endIndex: -1 },
    })
    expect((await list({ size: 'ten' })).body).toEqual({
      products: [],
      pagination: { length: 23, size: null, page: 1, lastPage: null, startIndex: null, endIndex: null },
    })
    // page 0 with a negative size: slice(0, -5) leaves out the last five.
    expect(await ids({ page: 0, size: -5 })).toEqual(all.slice(0, -5))
  })

  it('sorts descending for any order other than asc, as the template', async () => {
    const names = async (order: string) =>
      (await list({ page: 0, size: 50, order })).body.products.map((p: { name: string }) => p.name)
    const desc = await names('desc')
    expect(await names('DESC')).toEqual(desc)
    expect(await names('up')).toEqual(desc)
    expect(await names('asc')).toEqual([...desc].reverse())
  })

  it('still refuses a page size over 1000 with 400 naming size', async () => {
    const res = await list({ size: 100000 })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      field: 'size',
      reason: expect.any(String),
      error: expect.stringContaining('size'),
    })
  })

  it('requires a token', async () => {
    expect((await h.call('GET', `${BASE}/products`, { token: null })).status).toBe(401)
  })
})

describe('product', () => {
  it('gets one by id, 404 for an unknown id, 400 without one', async () => {
    const [first] = (await list({ page: 0 })).body.products
    expect(await h.call('GET', `${BASE}/product`, { query: { id: first.id } })).toEqual({ status: 200, body: first })
    expect(await h.call('GET', `${BASE}/product`, { query: { id: 'missing' } })).toMatchObject({
      status: 404,
      body: { id: 'missing' },
    })
    expect(await h.call('GET', `${BASE}/product`)).toMatchObject({ status: 400, body: { field: 'id' } })
  })

  it("creates 'A New Product', inactive, empty, at the top of the list", async () => {
    const res = await h.call('POST', `${BASE}/product`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      name: 'A New Product',
      active: false,
      tags: [],
      images: [],
      stock: '',
      price: '',
      category: '',
      thumbnail: '',
    })
    expect(res.body.id).toEqual(expect.any(String))
    const second = await h.call('POST', `${BASE}/product`, { body: {} })
    const top = (await list({ page: 0 })).body
    expect(top.pagination.length).toBe(25)
    // Equal names keep the base order: the newest product comes first.
    expect(top.products.slice(0, 2).map((p: { id: string }) => p.id)).toEqual([second.body.id, res.body.id])
  })

  it('patches the sent fields, recomputes price and ignores the price sent', async () => {
    const [p] = (await list({ page: 0 })).body.products
    const res = await h.call('PATCH', `${BASE}/product`, {
      body: { id: p.id, product: { name: 'Renamed', basePrice: 1000, taxPercent: 18, price: 1, stock: 3 } },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: p.id,
      name: 'Renamed',
      basePrice: 1000,
      taxPercent: 18,
      price: 1180,
      stock: 3,
      sku: p.sku,
      version: p.version + 1,
    })
    const tax = await h.call('PATCH', `${BASE}/product`, { body: { id: p.id, product: { taxPercent: 30 } } })
    expect(tax.body.price).toBe(1300)
    expect((await h.call('GET', `${BASE}/product`, { query: { id: p.id } })).body.price).toBe(1300)
  })

  it('echoes the price sent while a product has no base price, as the template (not a recomputed empty string)', async () => {
    const created = (await h.call('POST', `${BASE}/product`)).body
    const form = { ...created, name: 'Sold by price', price: 249.9 }
    const res = await h.call('PATCH', `${BASE}/product`, { body: { id: created.id, product: form } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: created.id, name: 'Sold by price', basePrice: '', price: 249.9 })
    expect((await h.call('GET', `${BASE}/product`, { query: { id: created.id } })).body.price).toBe(249.9)
    // Once there is a base price the server works the price out again.
    expect(
      (
        await h.call('PATCH', `${BASE}/product`, {
          body: { id: created.id, product: { basePrice: 100, taxPercent: 10 } },
        })
      ).body.price,
    ).toBe(110)
    expect(
      (await h.call('PATCH', `${BASE}/product`, { body: { id: created.id, product: { basePrice: '' } } })).body.price,
    ).toBe('')
    expect(
      await h.call('PATCH', `${BASE}/product`, { body: { id: created.id, product: { price: 'cheap' } } }),
    ).toMatchObject({ status: 400, body: { field: 'product.price' } })
  })

  it('takes the template form with its own id; an id of another product is 400 and changes nothing', async () => {
    const [p, q] = (await list({ page: 0 })).body.products
    expect(
      (await h.call('PATCH', `${BASE}/product`, { body: { id: p.id, product: { ...p, name: 'Same id' } } })).body.name,
    ).toBe('Same id')
    const before = (await h.call('GET', `${BASE}/product`, { query: { id: p.id } })).body
    expect(
      await h.call('PATCH', `${BASE}/product`, { body: { id: p.id, product: { id: q.id, name: 'Other id' } } }),
    ).toMatchObject({ status: 400, body: { field: 'product.id' } })
    expect((await h.call('GET', `${BASE}/product`, { query: { id: p.id } })).body).toEqual(before)
  })

  it('refuses bad patches with 400 naming the field, unknown ids with 404', async () => {
    const [p] = (await list({ page: 0 })).body.products
    const bad = async (body: unknown) => h.call('PATCH', `${BASE}/product`, { body })
    expect((await bad({ product: {} })).body.field).toBe('id')
    expect((await bad({ id: p.id })).body.field).toBe('product')
    expect((await bad({ id: p.id, product: { name: '' } })).body).toMatchObject({
      field: 'product.name',
      reason: 'Required',
    })
    expect((await bad({ id: p.id, product: { stock: -1 } })).body.field).toBe('product.stock')
    expect((await bad({ id: p.id, product: { stock: 1.5 } })).body).toMatchObject({ field: 'product.stock' })
    expect((await bad({ id: p.id, product: { taxPercent: 'ten' } })).body.field).toBe('product.taxPercent')
    expect((await bad({ id: p.id, product: { images: ['https://example.com/x.png'] } })).body.field).toBe(
      'product.images.0',
    )
    expect((await bad({ id: p.id, product: { category: 'nope' } })).body).toMatchObject({
      field: 'product.category',
      reason: 'Unknown category',
    })
    expect((await bad({ id: p.id, product: { tags: [p.tags[0], 'nope'] } })).body).toMatchObject({
      field: 'product.tags.1',
    })
    expect((await bad({ id: p.id, product: { active: 'yes' } })).body.field).toBe('product.active')
    expect((await bad('RAW:{oops')).body.field).toBe('body')
    expect((await bad({ id: 'missing', product: { name: 'x' } })).status).toBe(404)
  })

  it('deletes by id, 404 the second time', async () => {
    const [p] = (await list({ page: 0 })).body.products
    expect(await h.call('DELETE', `${BASE}/product`, { query: { id: p.id } })).toEqual({ status: 200, body: true })
    expect((await h.call('DELETE', `${BASE}/product`, { query: { id: p.id } })).status).toBe(404)
    expect((await h.call('GET', `${BASE}/product`, { query: { id: p.id } })).status).toBe(404)
    expect((await list({ page: 0 })).body.pagination.length).toBe(22)
    expect(await h.db.table('tombstones').get(['inventoryProducts', p.id])).toMatchObject({ id: p.id })
  })
})

describe('categories, brands, vendors, tags', () => {
  it('serves the seeded lists', async () => {
    const names = async (what: string) =>
      (await h.call('GET', `${BASE}/${what}`)).body.map((x: { name: string }) => x.name)
    expect(await names('categories')).toEqual(['Ladies', 'Mens', 'Unisex'])
    expect(await names('brands')).toEqual(['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon'])
    expect(await names('vendors')).toEqual(['Evel', 'Mivon', 'Neogen'])
    const tags = (await h.call('GET', `${BASE}/tags`)).body
    expect(tags.map((t: { title: string }) => t.title)).toEqual(SEEDED_TAG_TITLES)
    expect((await h.call('GET', `${BASE}/categories`)).body[0]).toMatchObject({
      id: expect.any(String),
      parentId: null,
      slug: 'ladies',
    })
  })

  it('creates a tag first in the list, renames it, refuses duplicates and blanks', async () => {
    const created = await h.call('POST', `${BASE}/tag`, { body: { tag: { title: 'Limited' } } })
    expect(created).toMatchObject({ status: 200, body: { id: expect.any(String), title: 'Limited' } })
    expect((await h.call('GET', `${BASE}/tags`)).body[0].id).toBe(created.body.id)
    const renamed = await h.call('PATCH', `${BASE}/tag`, {
      body: { id: created.body.id, tag: { title: 'Limited edition' } },
    })
    expect(renamed.body).toMatchObject({ id: created.body.id, title: 'Limited edition' })
    expect(await h.call('POST', `${BASE}/tag`, { body: { tag: { title: 'WATCH' } } })).toMatchObject({
      status: 409,
      body: { field: 'tag.title' },
    })
    expect(await h.call('POST', `${BASE}/tag`, { body: { tag: { title: ' ' } } })).toMatchObject({
      status: 400,
      body: { field: 'tag.title' },
    })
    expect(await h.call('POST', `${BASE}/tag`, { body: {} })).toMatchObject({ status: 400, body: { field: 'tag' } })
    expect((await h.call('PATCH', `${BASE}/tag`, { body: { id: 'missing', tag: { title: 'x' } } })).status).toBe(404)
    expect((await h.call('PATCH', `${BASE}/tag`, { body: { tag: { title: 'x' } } })).body.field).toBe('id')
  })

  it('deletes a tag and strips it from every product in one go', async () => {
    const tags = (await h.call('GET', `${BASE}/tags`)).body
    const watch = tags.find((t: { title: string }) => t.title === 'watch')
    const before = (await list({ page: 0, size: 50 })).body.products
    expect(before.every((p: { tags: string[] }) => p.tags.includes(watch.id))).toBe(true)
    expect(await h.call('DELETE', `${BASE}/tag`, { query: { id: watch.id } })).toEqual({ status: 200, body: true })
    const after = (await list({ page: 0, size: 50 })).body.products
    expect(after.some((p: { tags: string[] }) => p.tags.includes(watch.id))).toBe(false)
    expect(after.every((p: { tags: string[] }) => p.tags.length === 4)).toBe(true)
    expect((await h.call('GET', `${BASE}/tags`)).body).toHaveLength(9)
    expect((await h.call('DELETE', `${BASE}/tag`, { query: { id: watch.id } })).status).toBe(404)
    // Every stripped product and the tag itself went to the outbox.
    const outbox = await h.db.table('outbox').toArray()
    expect(outbox.filter((e) => e.table === 'inventoryProducts')).toHaveLength(23)
    expect(outbox.filter((e) => e.table === 'inventoryTags' && e.op === 'delete')).toHaveLength(1)
  })
})
