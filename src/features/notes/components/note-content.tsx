import { useMemo } from 'react'
import DOMPurify from 'dompurify'
import { css, cx } from 'styled-system/css'

const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'ul', 'ol', 'li', 'a', 'mark', 'code']

/** Note text may carry simple markup; it is sanitised to a small allow-list before it renders. */
export function NoteContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOWED_URI_REGEXP: /^(https?:|mailto:|\/)/i }),
    [html],
  )
  return (
    <div
      className={cx(
        css({
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          '& a': { color: 'accent.text', textDecoration: 'underline' },
          '& ul, & ol': { pl: '5' },
          '& ul': { listStyle: 'disc' },
          '& ol': { listStyle: 'decimal' },
        }),
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
