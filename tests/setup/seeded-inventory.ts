// What the inventory seed holds, as the template has it: expected by the seed's tests and the API's alike.

/** The tag titles, in their order (`position`). */
export const SEEDED_TAG_TITLES = [
  'mens',
  'ladies',
  'unisex',
  '44mm',
  '40mm',
  '5 ATM',
  '10 ATM',
  'automatic',
  'chronograph',
  'watch',
]
