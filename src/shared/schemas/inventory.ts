import { z } from 'zod'
import { IMAGE_MAX_BYTES, MAX_IMAGES, type Amount } from '../constants/inventory'
import { idText, imageDataUrl, requiredName, text } from './fields'

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

/** Quantities and money stop at a billion: past it a value is a typo, and past 2^53 it no longer round-trips. */
export const AMOUNT_MAX = 1_000_000_000

const amount = (options: { int?: boolean; max?: number } = {}) => {
  const max = options.max ?? AMOUNT_MAX
  const n = z.number({ error: 'Must be a number' }).min(0, 'Must be 0 or more').max(max, `At most ${max}`)
  const checked = options.int ? n.refine(Number.isSafeInteger, 'Must be a whole number') : n
  return z.union([z.literal(''), checked], { error: 'Must be a number' })
}

const imageUrl = imageDataUrl(IMAGE_MAX_CHARS)

const ref = text(64, { error: 'Required' })

/** Every editable field of a product, as the form and the server validate it. */
export const productSchema = z.object({
  name: requiredName(120),
  description: text(2000, { multiline: true, trim: false }),
  category: ref,
  brand: ref,
  vendor: ref,
  tags: z.array(idText(64), { error: 'Must be a list of tag ids' }).max(50, 'Too many tags'),
  sku: text(40),
  barcode: text(40),
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

/**
 * PATCH merges only the fields sent, unknown keys dropped. `price` is taken only while there is no base
 * price to work it out from (the server computes it otherwise); the template's clients send it.
 */
export const productPatchSchema = productSchema.extend({ price: amount() }).partial()
export type ProductPatch = z.infer<typeof productPatchSchema>

export const tagTitleSchema = requiredName(40)
export const tagSchema = z.object({ title: tagTitleSchema })

/** A blank product as the template creates it: every field empty, numbers included. */
export function blankProduct(id: string): Product {
  return {
    id,
    category: '',
    name: 'A New Product',
    description: '',
    tags: [],
    sku: '',
    barcode: '',
    brand: '',
    vendor: '',
    stock: '',
    reserved: '',
    cost: '',
    basePrice: '',
    taxPercent: '',
    price: '',
    weight: '',
    thumbnail: '',
    images: [],
    active: false,
  }
}
