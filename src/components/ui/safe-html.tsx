import DOMPurify from 'dompurify'
import { useMemo, type HTMLAttributes } from 'react'

/** Sanitises an HTML string from data: no scripts, handlers or javascript: links survive. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  })
}

/** Renders HTML that came from data (mail bodies, notes), always sanitised first. */
export function SafeHtml({
  html,
  ...rest
}: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />
}
