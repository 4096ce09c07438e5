import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type {
  FaqCategoryWithFaqs,
  GuideCategorySummary,
  GuideCategoryWithGuides,
  GuideDetail,
} from '@/shared/schemas/help-center'

// Help center content is read-only: once loaded it stays fresh for the visit.
const staleTime = Infinity

/** Every FAQ category with its FAQs, or the one with `slug`. */
export function useFaqs(slug?: string) {
  return useQuery({
    queryKey: ['help-center', 'faqs', slug ?? null],
    queryFn: () => api.get<FaqCategoryWithFaqs[]>('api/apps/help-center/faqs', { slug }),
    staleTime,
  })
}

/** Every guide category with its first `limit` guides and how many it has. */
export function useGuideSummaries(limit: number) {
  return useQuery({
    queryKey: ['help-center', 'guides', { limit }],
    queryFn: () => api.get<GuideCategorySummary[]>('api/apps/help-center/guides', { limit }),
    staleTime,
  })
}

/** One guide category with all its guides. */
export function useGuideCategory(slug: string) {
  return useQuery({
    queryKey: ['help-center', 'guides', slug],
    queryFn: async () => (await api.get<GuideCategoryWithGuides[]>('api/apps/help-center/guides', { slug }))[0]!,
    staleTime,
  })
}

/** One guide with its content, inside its category. */
export function useGuide(categorySlug: string, guideSlug: string) {
  return useQuery({
    queryKey: ['help-center', 'guide', categorySlug, guideSlug],
    queryFn: () => api.get<GuideDetail>('api/apps/help-center/guide', { categorySlug, guideSlug }),
    staleTime,
  })
}
