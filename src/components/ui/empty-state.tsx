import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** What a page or a panel says when it has nothing to show; `compact` inside a panel, beside other content. */
export function EmptyState({
  icon,
  title,
  children,
  compact,
}: {
  icon?: ReactNode
  title: string
  children?: ReactNode
  compact?: boolean
}) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDir: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: compact ? '2' : '3',
        py: compact ? '8' : '16',
        px: '6',
        textAlign: 'center',
        color: 'fg.muted',
      })}
    >
      {icon ? (
        <div className={compact ? undefined : css({ color: 'fg.subtle', '& svg': { w: '12', h: '12' } })}>{icon}</div>
      ) : null}
      <p
        className={
          compact ? css({ fontSize: 'sm' }) : css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default' })
        }
      >
        {title}
      </p>
      {children}
    </div>
  )
}
