import type Dexie from 'dexie'
import {
  DEFAULT_GUIDE_LIMIT, type Faq, type FaqCategory, type FaqCategoryRow, type FaqCategoryWithFaqs, type FaqRow, type Guide,
  type GuideCategory, type GuideCategoryRow, type GuideCategorySummary, type GuideCategoryWithGuides, type GuideDetail, type GuideRow,
} from '@/shared/schemas/help-center'
import { badRequest, notFound } from '../router/http-error'
import { defineRoutes } from '../router/types'
import { requireParam } from '../router/validate'

const toCategory = (r: FaqCategoryRow | GuideCategoryRow): FaqCategory | GuideCategory => ({ id: r.id, slug: r.slug, title: r.title })
const toFaq = (r: FaqRow): Faq => ({ id: r.id, categoryId: r.categoryId, question: r.question, answer: r.answer })
const toGuide = (r: GuideRow): Guide => ({ id: r.id, categoryId: r.categoryId, slug: r.slug, title: r.title, subtitle: r.subtitle })

/** An optional `slug` query: absent means every category; present but empty is a client bug worth a 400. */
function optionalSlug(query: URLSearchParams, name = 'slug'): string | undefined {
  const value = query.get(name)
  if (value === null) return undefined
  if (value.trim() === '') throw badRequest(name, 'Must not be empty')
  return value
}

/** `limit` as a whole number of 0 or more; the template turned anything else into NaN and empty lists. */
function limitOf(query: URLSearchParams): number {
  const raw = query.get('limit')
  if (raw === null || raw === '') return DEFAULT_GUIDE_LIMIT
  if (!/^\d+$/.test(raw.trim())) throw badRequest('limit', 'Must be a whole number of 0 or more')
  return Number(raw)
}

/** The categories of a table in display order, or just the one with `slug` (404 when there is none). */
async function categories<T extends FaqCategoryRow | GuideCategoryRow>(db: Dexie, table: string, slug: string | undefined, what: string): Promise<T[]> {
  if (slug === undefined) return db.table<T>(table).orderBy('seq').toArray()
  const one = await db.table<T>(table).where('slug').equals(slug).first()
  if (!one) throw notFound(what, slug)
  return [one]
}

async function grouped<T extends { categoryId: string; seq: number }>(db: Dexie, table: string, categoryIds: string[]): Promise<Map<string, T[]>> {
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
      const cats = await categories<FaqCategoryRow>(ctx.db, 'faqCategories', optionalSlug(req.query), 'FAQ category')
      const faqs = await grouped<FaqRow>(ctx.db, 'faqs', cats.map((c) => c.id))
      return cats.map((c) => ({ ...toCategory(c), faqs: faqs.get(c.id)!.map(toFaq) }))
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/help-center/guides',
    handler: async (req, ctx): Promise<GuideCategorySummary[] | GuideCategoryWithGuides[]> => {
      const slug = optionalSlug(req.query)
      const limit = limitOf(req.query)
      const cats = await categories<GuideCategoryRow>(ctx.db, 'guideCategories', slug, 'Guide category')
      const guides = await grouped<GuideRow>(ctx.db, 'guides', cats.map((c) => c.id))
      if (slug !== undefined) return cats.map((c) => ({ ...toCategory(c), guides: guides.get(c.id)!.map(toGuide) }))
      return cats.map((c) => {
        const all = guides.get(c.id)!
        return { ...toCategory(c), visibleGuides: limit, totalGuides: all.length, guides: all.slice(0, limit).map(toGuide) }
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
      const guide = await ctx.db.table<GuideRow>('guides').where('slug').equals(guideSlug).filter((g) => g.categoryId === category!.id).first()
      if (!guide) throw notFound('Guide', guideSlug)
      return { ...toCategory(category!), guides: [{ ...toGuide(guide), content: guide.content }] }
    },
  },
])
