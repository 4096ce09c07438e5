/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

/** A numeric field that the template leaves as '' on a new product (its quirk, kept). */
export type Amount = number | ''

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
/** Uploads are kept as data URLs in the database, so they stay small. */
export const IMAGE_MAX_BYTES = 1024 * 1024
export const MAX_IMAGES = 8

export const round2 = (n: number) => Math.round(n * 100) / 100

/** The selling price: base price plus tax; '' while the base price is not set. */
export function priceOf(basePrice: Amount, taxPercent: Amount): Amount {
  if (basePrice === '') return ''
  return round2(basePrice * (1 + (taxPercent === '' ? 0 : taxPercent) / 100))
}
