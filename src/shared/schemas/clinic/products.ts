import { z } from 'zod'
import { entityId, money, optionalText, requiredText, type Stamped } from './common'
import { MOVEMENT_TYPES, PRODUCT_UNITS, type MovementType, type ProductUnit } from '../../constants/clinic/products'

export type { MovementType, ProductUnit }

const wholeQuantity = z.number({ error: 'Must be a number' }).int('Must be a whole number')

export const productInputSchema = z.object({
  sku: z
    .string({ error: 'Required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,24}$/, '3 to 24 letters, digits or dashes'),
  name: requiredText(120),
  categoryId: entityId,
  description: optionalText(1000),
  unit: z.enum(PRODUCT_UNITS, { error: `One of ${PRODUCT_UNITS.join(', ')}` }),
  salePrice: money,
  cost: money,
  minStock: wholeQuantity.min(0, 'Must be 0 or more').max(1_000_000, 'Too large').default(0),
  active: z.boolean({ error: 'Must be true or false' }).default(true),
})
export type ProductInput = z.input<typeof productInputSchema>

/** POST only: an optional opening stock, stored as the product's first `in` movement. */
export const productCreateSchema = productInputSchema.extend({
  initialStock: wholeQuantity.min(0, 'Must be 0 or more').max(1_000_000, 'Too large').default(0),
})
export type ProductCreateInput = z.input<typeof productCreateSchema>

/** A stored product; `stock` is kept equal to the sum of its movements (read-only for clients). */
export interface Product extends z.output<typeof productInputSchema>, Stamped {
  stock: number
}

/**
 * A stock movement: `in` and `out` take a quantity > 0; `adjustment` a signed, non-zero quantity
 * (a count correction). Movements are append-only: never edited or deleted.
 */
export const movementInputSchema = z
  .object({
    type: z.enum(MOVEMENT_TYPES, { error: `One of ${MOVEMENT_TYPES.join(', ')}` }),
    quantity: wholeQuantity.min(-1_000_000, 'Too small').max(1_000_000, 'Too large'),
    note: optionalText(200),
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'adjustment' && v.quantity <= 0)
      ctx.addIssue({ code: 'custom', message: 'Must be more than 0', path: ['quantity'] })
    if (v.type === 'adjustment' && v.quantity === 0)
      ctx.addIssue({ code: 'custom', message: 'Must not be 0', path: ['quantity'] })
  })
export type MovementInput = z.input<typeof movementInputSchema>

export interface StockMovement extends Stamped {
  productId: string
  type: MovementType
  quantity: number
  /** Signed effect on the stock: +quantity (in), -quantity (out), quantity (adjustment). */
  delta: number
  /** Stock right after this movement. */
  balance: number
  note: string
  /** UTC instant. */
  at: string
  userId: string | null
}

/** The signed effect of a movement on the stock. */
export const movementDelta = (type: MovementType, quantity: number) => (type === 'out' ? -quantity : quantity)
