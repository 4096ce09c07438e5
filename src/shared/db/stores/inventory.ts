/**
 * The e-commerce inventory demo. Products keep a `position` index: the list's base order, new products
 * first (the query engine reads tables with a position index in that order). `*tags` finds the products
 * that carry a tag when the tag is deleted.
 */
export const inventoryStores = {
  inventoryProducts: 'id, position, *tags',
  inventoryCategories: 'id, slug',
  inventoryBrands: 'id, slug',
  inventoryVendors: 'id, slug',
  inventoryTags: 'id, position',
}
