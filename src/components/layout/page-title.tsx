import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/**
 * A work page's big title and the line under it. A `status` line (a count that follows the search or the
 * list) is announced as it changes; a `subtitle` is fixed text.
 */
export function PageTitle({
  id,
  title,
  status,
  subtitle,
}: {
  /** For the section's `aria-labelledby`. */
  id?: string
  title: ReactNode
  status?: ReactNode
  subtitle?: ReactNode
}) {
  return (
    <>
      <h1
        id={id}
        className={css({
          fontSize: { base: '3xl', md: '4xl' },
          fontWeight: 'extrabold',
          letterSpacing: 'tight',
          lineHeight: 'tight',
        })}
      >
        {title}
      </h1>
      {status !== undefined ? (
        <p className={css({ color: 'fg.muted', fontWeight: 'medium', mt: '1' })} aria-live="polite">
          {status}
        </p>
      ) : null}
      {subtitle !== undefined ? <p className={css({ color: 'fg.muted', mt: '1' })}>{subtitle}</p> : null}
    </>
  )
}
