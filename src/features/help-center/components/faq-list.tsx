import { ChevronDown } from 'lucide-react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import type { Faq } from '@/shared/schemas/help-center'
import { RichText } from './rich-text'

/** Questions that open to show their answer (native disclosure widgets: keyboard and screen reader friendly). */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className={card({ padding: 'none' })}>
      {faqs.map((f) => (
        <details
          key={f.id}
          className={css({
            borderTopWidth: '1px',
            borderColor: 'border.default',
            _first: { borderTopWidth: 0 },
            '&[open] summary svg': { transform: 'rotate(180deg)' },
          })}
        >
          <summary
            className={css({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: '4',
              px: { base: '4', md: '6' },
              py: '4',
              cursor: 'pointer',
              fontWeight: 'medium',
              listStyle: 'none',
              _hover: { bg: 'bg.hover' },
              '&::-webkit-details-marker': { display: 'none' },
            })}
          >
            {f.question}
            <ChevronDown
              size={18}
              aria-hidden
              className={css({ flexShrink: 0, color: 'fg.subtle', transition: 'transform 0.2s' })}
            />
          </summary>
          <RichText
            html={f.answer}
            className={css({ px: { base: '4', md: '6' }, pb: '5', color: 'fg.muted', maxW: 'none' })}
          />
        </details>
      ))}
    </div>
  )
}
