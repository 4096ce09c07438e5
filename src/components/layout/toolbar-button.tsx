import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { Intent } from './deferred-control'

export const iconButton = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: { base: '9', sm: '10' },
  h: { base: '9', sm: '10' },
  flexShrink: 0,
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  transition: 'background 150ms, color 150ms',
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  '&[data-state=open]': { bg: 'bg.hover', color: 'fg.default' },
  '& > svg': { w: '5', h: '5' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
})

export const smallIconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  flexShrink: 0,
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  '& svg': { w: '4', h: '4' },
})

/**
 * The count over a toolbar icon; hidden at zero. Without a `label` it is hidden from assistive technology:
 * the trigger's own name says the count then (the sync indicator's "3 changes waiting").
 */
export function CountBadge({
  count,
  label,
  testId = 'count-badge',
  corner = false,
}: {
  count: number
  label?: string
  testId?: string
  /** Flush with the corner, over an avatar rather than inside a round icon button. */
  corner?: boolean
}) {
  if (count <= 0) return null
  return (
    <span
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid={testId}
      className={cx(
        corner ? css({ top: '0', right: '0' }) : css({ top: '0.5', right: '0.5' }),
        css({
          position: 'absolute',
          minW: '4.5',
          h: '4.5',
          px: '1',
          borderRadius: 'full',
          bg: 'accent.solid',
          color: 'accent.onSolid',
          fontSize: '2xs',
          fontWeight: 'bold',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          lineHeight: 1,
          boxShadow: '0 0 0 2px var(--colors-bg-surface)',
        }),
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}

/** The look-alike toolbar button a `DeferredControl` shows until its menu or panel has loaded. */
export function PlaceholderTrigger({
  label,
  popup,
  testId,
  intent,
  children,
}: {
  label: string
  popup: 'menu' | 'dialog'
  testId: string
  intent: Intent
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={label}
      aria-haspopup={popup}
      aria-expanded={false}
      data-testid={testId}
      {...intent}
    >
      {children}
    </button>
  )
}
