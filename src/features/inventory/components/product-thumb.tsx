import { css, cx } from 'styled-system/css'
import { colourOf, initials, type MonogramProps } from '@/lib/monogram'

const COLOURS = ['#6366f1', '#0ea5e9', '#14b8a6', '#f59e0b', '#ec4899', '#8b5cf6', '#22c55e', '#ef4444']

/** The product's thumbnail, or its initials on a colour made from the name when it has none. */
export function ProductThumb({ name, src, size = 40, className }: MonogramProps) {
  const box = cx(
    css({
      flexShrink: 0,
      maxW: 'none',
      borderRadius: 'lg',
      overflow: 'hidden',
      borderWidth: '1px',
      borderColor: 'border.default',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
    }),
    className,
  )
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className={cx(box, css({ objectFit: 'cover', bg: 'bg.muted', maxW: 'none' }))}
        style={{ width: size, height: size }}
      />
    )
  return (
    <span
      aria-hidden
      className={cx(box, css({ color: 'white', fontWeight: 'bold' }))}
      style={{ width: size, height: size, background: colourOf(name, COLOURS), fontSize: size * 0.36 }}
    >
      {initials(name) || '?'}
    </span>
  )
}
