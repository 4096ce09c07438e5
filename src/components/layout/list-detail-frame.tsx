import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { FillViewport } from '@/components/ui/fill-viewport'

/**
 * A work app's list with its detail beside it (contacts, tasks): the list's header (title, search,
 * actions) over the list; the open item's panel on the right on wide screens and over the list on narrow
 * ones, where the list hides behind it.
 */
export function ListDetailFrame({
  titleId,
  header,
  children,
  detail,
  detailLabel,
  wideDetail = false,
}: {
  /** The title's id in `header`, which names the list's section. */
  titleId: string
  header: ReactNode
  children: ReactNode
  /** The open item's panel; null while none is open. */
  detail: ReactNode
  detailLabel: string
  /** A wider panel, for a detail with a cover and long fields (contacts). */
  wideDetail?: boolean
}) {
  return (
    <FillViewport className={css({ display: 'flex', position: 'relative', overflow: 'hidden', bg: 'bg.surface' })}>
      <section
        aria-labelledby={titleId}
        className={cx(
          css({ flex: 1, minW: 0, display: 'flex', flexDir: 'column' }),
          detail ? css({ display: { base: 'none', lg: 'flex' } }) : undefined,
        )}
      >
        <header
          className={css({
            px: { base: '4', md: '8' },
            pt: { base: '6', md: '8' },
            pb: '5',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
            display: 'flex',
            flexDir: 'column',
            gap: '5',
          })}
        >
          {header}
        </header>
        {children}
      </section>
      {detail ? (
        <aside
          aria-label={detailLabel}
          className={cx(
            css({
              position: { base: 'absolute', lg: 'relative' },
              inset: { base: 0, lg: 'auto' },
              w: 'full',
              flexShrink: 0,
              borderLeftWidth: { lg: '1px' },
              borderColor: 'border.default',
              bg: 'bg.surface',
              overflowY: 'auto',
              zIndex: 1,
            }),
            wideDetail ? css({ w: { lg: '36rem', xl: '40rem' } }) : css({ w: { lg: '30rem', xl: '34rem' } }),
          )}
        >
          {detail}
        </aside>
      ) : null}
    </FillViewport>
  )
}
