import type { Translations } from '../data-language'

/** How many guides each category shows on the help center home unless the client asks for another number. */
export const DEFAULT_GUIDE_LIMIT = 5

export interface Faq {
  id: string
  categoryId: string
  question: string
  /** HTML; sanitise before rendering. */
  answer: string
}

export interface FaqCategory {
  id: string
  slug: string
  title: string
}

export type FaqCategoryWithFaqs = FaqCategory & { faqs: Faq[] }

export interface GuideCategory {
  id: string
  slug: string
  title: string
}

export interface Guide {
  id: string
  categoryId: string
  slug: string
  title: string
  subtitle: string
}

export type GuideWithContent = Guide & { /** HTML; sanitise before rendering. */ content: string }

/** GET guides without a slug: each category with its first `limit` guides and how many there are. */
export type GuideCategorySummary = GuideCategory & { visibleGuides: number; totalGuides: number; guides: Guide[] }

/** GET guides with a slug: the category with all its guides. */
export type GuideCategoryWithGuides = GuideCategory & { guides: Guide[] }

/** GET guide: the category with the one guide asked for, content included. */
export type GuideDetail = GuideCategory & { guides: [GuideWithContent] }

export interface FaqRow extends Faq {
  seq: number
  i18n?: Translations<Faq>
}
export interface FaqCategoryRow extends FaqCategory {
  seq: number
  i18n?: Translations<FaqCategory>
}
export interface GuideCategoryRow extends GuideCategory {
  seq: number
  i18n?: Translations<GuideCategory>
}
export interface GuideRow extends GuideWithContent {
  seq: number
  i18n?: Translations<GuideWithContent>
}
