/** Help center: FAQ and guide categories with their FAQs and guides, each kept in display order (`seq`). */
export const helpCenterStores = {
  faqCategories: 'id, &slug, seq',
  faqs: 'id, categoryId, seq',
  guideCategories: 'id, &slug, seq',
  guides: 'id, categoryId, slug, seq',
}
