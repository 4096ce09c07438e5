import type { Faq, FaqCategoryWithFaqs } from '@/shared/schemas/help-center'

/** Text of an HTML answer, for searching (tags dropped, entities left as they are). */
const plain = (html: string) => html.replace(/<[^>]*>/g, ' ')

/**
 * FAQs whose question or answer holds every word of the query (case-insensitive), questions that match first.
 * Fewer than 2 characters search nothing, as the app's other searches.
 */
export function searchFaqs(categories: FaqCategoryWithFaqs[], query: string): Faq[] {
  const q = query.trim().toLowerCase()
  if (q.length < 2) return []
  const words = q.split(/\s+/)
  const all = categories.flatMap((c) => c.faqs)
  const inQuestion = (f: Faq) => words.every((w) => f.question.toLowerCase().includes(w))
  const matches = all.filter((f) =>
    words.every((w) => f.question.toLowerCase().includes(w) || plain(f.answer).toLowerCase().includes(w)),
  )
  return [...matches.filter(inQuestion), ...matches.filter((f) => !inQuestion(f))]
}
