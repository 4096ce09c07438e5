import type Dexie from 'dexie'
import {
  DEFAULT_GUIDE_LIMIT,
  type Faq,
  type FaqCategory,
  type FaqCategoryRow,
  type FaqCategoryWithFaqs,
  type FaqRow,
  type Guide,
  type GuideCategory,
  type GuideCategoryRow,
  type GuideCategorySummary,
  type GuideCategoryWithGuides,
  type GuideDetail,
  type GuideRow,
} from '@/shared/schemas/help-center'
import { dataLanguageOf, localized, type DataLanguage } from '@/shared/data-language'
import { badRequest, notFound } from '../router/http-error'
import { defineRoutes, type ApiRequest } from '../router/types'
import { requireParam } from '../router/validate'
import { templateInt } from '../router/template-numbers'

// Rows keep their other languages under `i18n`; answers carry the contract's fields in the reader's language.
const toCategory = (row: FaqCategoryRow | GuideCategoryRow, lang: DataLanguage): FaqCategory | GuideCategory => {
  const r = localized<FaqCategory>(row, lang)
  return { id: r.id, slug: r.slug, title: r.title }
}
const toFaq = (row: FaqRow, lang: DataLanguage): Faq => {
  const r = localized<Faq>(row, lang)
  return { id: r.id, categoryId: r.categoryId, question: r.question, answer: r.answer }
}
const toGuide = (row: GuideRow, lang: DataLanguage): Guide => {
  const r = localized<Guide>(row, lang)
  return { id: r.id, categoryId: r.categoryId, slug: r.slug, title: r.title, subtitle: r.subtitle }
}
const contentOf = (row: GuideRow, lang: DataLanguage): string => localized<{ content: string }>(row, lang).content

const languageOf = (req: ApiRequest) => dataLanguageOf(req.headers.get('accept-language'))

/** An optional `slug` query: absent means every category; present but empty is a client bug worth a 400. */
function optionalSlug(query: URLSearchParams, name = 'slug'): string | undefined {
  const value = query.get(name)
  if (value === null) return undefined
  if (value.trim() === '') throw badRequest(name, 'Must not be empty')
  return value
}

/** The categories of a table in display order, or just the one with `slug` (404 when there is none). */
async function categories<T extends FaqCategoryRow | GuideCategoryRow>(
  db: Dexie,
  table: string,
  slug: string | undefined,
  what: string,
): Promise<T[]> {
  if (slug === undefined) return db.table<T>(table).orderBy('seq').toArray()
  const one = await db.table<T>(table).where('slug').equals(slug).first()
  if (!one) throw notFound(what, slug)
  return [one]
}

async function grouped<T extends { categoryId: string; seq: number }>(
  db: Dexie,
  table: string,
  categoryIds: string[],
): Promise<Map<string, T[]>> {
  const rows = await db.table<T>(table).where('categoryId').anyOf(categoryIds).toArray()
  const map = new Map<string, T[]>(categoryIds.map((id) => [id, []]))
  for (const row of rows.sort((a, b) => a.seq - b.seq)) map.get(row.categoryId)?.push(row)
  return map
}

export const helpCenterRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/apps/help-center/faqs',
    handler: async (req, ctx): Promise<FaqCategoryWithFaqs[]> => {
      const lang = languageOf(req)
      const cats = await categories<FaqCategoryRow>(ctx.db, 'faqCategories', optionalSlug(req.query), 'FAQ category')
      const faqs = await grouped<FaqRow>(
        ctx.db,
        'faqs',
        cats.map((c) => c.id),
      )
      return cats.map((c) => ({ ...toCategory(c, lang), faqs: faqs.get(c.id)!.map((f) => toFaq(f, lang)) }))
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/help-center/guides',
    handler: async (req, ctx): Promise<GuideCategorySummary[] | GuideCategoryWithGuides[]> => {
      const lang = languageOf(req)
      const slug = optionalSlug(req.query)
      // As the template: parseInt, never refused; a word is NaN (null in JSON) and slices to empty lists.
      const limit = templateInt(req.query, 'limit', DEFAULT_GUIDE_LIMIT)
      const cats = await categories<GuideCategoryRow>(ctx.db, 'guideCategories', slug, 'Guide category')
      const guides = await grouped<GuideRow>(
        ctx.db,
        'guides',
        cats.map((c) => c.id),
      )
      if (slug !== undefined)
        return cats.map((c) => ({ ...toCategory(c, lang), guides: guides.get(c.id)!.map((g) => toGuide(g, lang)) }))
      return cats.map((c) => {
        const all = guides.get(c.id)!
        return {
          ...toCategory(c, lang),
          visibleGuides: limit,
          totalGuides: all.length,
          guides: all.slice(0, limit).map((g) => toGuide(g, lang)),
        }
      })
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/help-center/guide',
    handler: async (req, ctx): Promise<GuideDetail> => {
      const categorySlug = requireParam(req.query, 'categorySlug')
      const guideSlug = requireParam(req.query, 'guideSlug')
      const [category] = await categories<GuideCategoryRow>(ctx.db, 'guideCategories', categorySlug, 'Guide category')
      // The template looks the guide up in every category (its links may name another one); a guide of
      // the category asked for wins when two share a slug.
      const matches = (await ctx.db.table<GuideRow>('guides').where('slug').equals(guideSlug).toArray()).sort(
        (a, b) => a.seq - b.seq,
      )
      const guide = matches.find((g) => g.categoryId === category!.id) ?? matches[0]
      if (!guide) throw notFound('Guide', guideSlug)
      const lang = languageOf(req)
      return { ...toCategory(category!, lang), guides: [{ ...toGuide(guide, lang), content: contentOf(guide, lang) }] }
    },
  },
])
