import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { css } from 'styled-system/css'
import type { Guide } from '@/shared/schemas/help-center'

/** Guides as a list of links to read them, each with its one-line summary. */
export function GuideLinks({
  categorySlug,
  guides,
  current,
}: {
  categorySlug: string
  guides: Guide[]
  current?: string
}) {
  return (
    <ul className={css({ display: 'grid', gap: '1' })}>
      {guides.map((g) => (
        <li key={g.id}>
          <Link
            to="/apps/help-center/guides/$categorySlug/$guideSlug"
            params={{ categorySlug, guideSlug: g.slug }}
            aria-current={g.slug === current ? 'page' : undefined}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              px: '3',
              py: '2.5',
              borderRadius: 'xl',
              _hover: { bg: 'bg.hover' },
              '&[aria-current=page]': { bg: 'accent.subtle' },
            })}
          >
            <span className={css({ flex: 1, minW: 0 })}>
              <span className={css({ display: 'block', fontWeight: 'medium', color: 'accent.text' })}>{g.title}</span>
              <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{g.subtitle}</span>
            </span>
            <ChevronRight size={16} aria-hidden className={css({ color: 'fg.subtle', flexShrink: 0 })} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
