import { z } from 'zod'
import { IMAGE_MAX_BYTES, MAX_IMAGES, type Amount } from '../constants/inventory'

export type { Amount }

/** The e-commerce inventory demo (SPEC.md section 3, API-CONTRACT.md section 7). */

export interface InventoryCategory {
  id: string
  parentId: string | null
  name: string
  slug: string
}

export interface InventoryBrand {
  id: string
  name: string
  slug: string
}

export type InventoryVendor = InventoryBrand

export interface InventoryTag {
  id: string
  title: string
  /** New tags go first (the template's unshift). */
  position?: number
}

export interface Product {
  id: string
  /** Category id, or '' when not chosen. */
  category: string
  name: string
  description: string
  /** Tag ids. */
  tags: string[]
  sku: string
  barcode: string
  /** Brand id, or ''. */
  brand: string
  /** Vendor id, or ''. */
  vendor: string
  stock: Amount
  reserved: Amount
  cost: Amount
  basePrice: Amount
  taxPercent: Amount
  /** basePrice x (1 + taxPercent / 100), rounded to cents; kept by the server. */
  price: Amount
  weight: Amount
  /** One of `images`, or null / '' for none. */
  thumbnail: string | null
  /** data: URLs (never external addresses). */
  images: string[]
  active: boolean
  /** Base list order: new products go first (the template's unshift). */
  position?: number
  updatedAt?: string
  version?: number
}

export interface ProductsPage {
  products: Product[]
  pagination: { length: number; size: number; page: number; lastPage: number; startIndex: number; endIndex: number }
}

/** What the list answers for a page beyond the last. */
export interface ProductsBeyondLast {
  products: null
  pagination: { lastPage: number }
}

/** Fields the list sorts as upper-cased text; every other field sorts numerically. */
export const TEXT_SORT_FIELDS = ['sku', 'name', 'active'] as const
export const MAX_PAGE_SIZE = 1000

/** A data URL of IMAGE_MAX_BYTES is about 4/3 as long, plus its header. */
const IMAGE_MAX_CHARS = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64

const amount = (options: { int?: boolean; max?: number } = {}) => {
  let n = z.number({ error: 'Must be a number' }).min(0, 'Must be 0 or more')
  if (options.max !== undefined) n = n.max(options.max, `At most ${options.max}`)
  const checked = options.int ? n.refine(Number.isInteger, 'Must be a whole number') : n
  return z.union([z.literal(''), checked], { error: 'Must be a number' })
}

const imageUrl = z
  .string({ error: 'Must be an image' })
  .regex(/^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/, 'Must be an image')
  .max(IMAGE_MAX_CHARS, 'Image too large')

const ref = z.string({ error: 'Required' }).max(64, 'Too long')

/** Every editable field of a product, as the form and the server validate it. */
export const productSchema = z.object({
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(120, 'At most 120 characters'),
  description: z.string().max(2000, 'At most 2000 characters'),
  category: ref,
  brand: ref,
  vendor: ref,
  tags: z.array(z.string().min(1).max(64), { error: 'Must be a list of tag ids' }).max(50, 'Too many tags'),
  sku: z.string().trim().max(40, 'At most 40 characters'),
  barcode: z.string().trim().max(40, 'At most 40 characters'),
  stock: amount({ int: true }),
  reserved: amount({ int: true }),
  cost: amount(),
  basePrice: amount(),
  taxPercent: amount({ max: 100 }),
  weight: amount(),
  thumbnail: z.union([z.literal(''), imageUrl]).nullable(),
  images: z.array(imageUrl, { error: 'Must be a list of images' }).max(MAX_IMAGES, `At most ${MAX_IMAGES} images`),
  active: z.boolean({ error: 'Must be true or false' }),
})
export type ProductInput = z.infer<typeof productSchema>

/** PATCH merges only the fields sent; `price` is ignored (the server computes it), unknown keys dropped. */
export const productPatchSchema = productSchema.partial()
export type ProductPatch = z.infer<typeof productPatchSchema>

export const tagTitleSchema = z.string({ error: 'Required' }).trim().min(1, 'Required').max(40, 'At most 40 characters')
export const tagSchema = z.object({ title: tagTitleSchema })

/** A blank product as the template creates it: every field empty, numbers included. */
export function blankProduct(id: string): Product {
  return {
    id, category: '', name: 'A New Product', description: '', tags: [], sku: '', barcode: '', brand: '', vendor: '',
    stock: '', reserved: '', cost: '', basePrice: '', taxPercent: '', price: '', weight: '', thumbnail: '', images: [], active: false,
  }
}
