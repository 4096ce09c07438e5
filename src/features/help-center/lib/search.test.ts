import { describe, expect, it } from 'vitest'
import type { FaqCategoryWithFaqs } from '@/shared/schemas/help-center'
import { searchFaqs } from './search'

const cats: FaqCategoryWithFaqs[] = [
  {
    id: 'c1',
    slug: 'a',
    title: 'A',
    faqs: [
      {
        id: '1',
        categoryId: 'c1',
        question: 'How do I reset my password?',
        answer: '<p>Use <strong>Forgot password</strong>.</p>',
      },
      { id: '2', categoryId: 'c1', question: 'Can I work offline?', answer: '<p>Yes, after the first visit.</p>' },
    ],
  },
  {
    id: 'c2',
    slug: 'b',
    title: 'B',
    faqs: [
      {
        id: '3',
        categoryId: 'c2',
        question: 'Which cards do you take?',
        answer: '<p>Any card; change your password in settings.</p>',
      },
    ],
  },
]

describe('searchFaqs', () => {
  it('finds by question and by answer text, question matches first', () => {
    expect(searchFaqs(cats, 'password').map((f) => f.id)).toEqual(['1', '3'])
    expect(searchFaqs(cats, 'FIRST visit').map((f) => f.id)).toEqual(['2'])
  })

  it('ignores markup and needs 2 characters', () => {
    expect(searchFaqs(cats, 'strong')).toEqual([])
    expect(searchFaqs(cats, 'p')).toEqual([])
    expect(searchFaqs(cats, '  ')).toEqual([])
  })
})
