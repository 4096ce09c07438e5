import { css, cx } from 'styled-system/css'
import { assetUrl } from '@/lib/asset-url'
import { colourOf, initials, type MonogramProps } from '@/lib/monogram'

// Shades dark enough for white initials to meet WCAG AA contrast (4.5:1).
const PALETTE = ['#4f46e5', '#0369a1', '#0f766e', '#b45309', '#be185d', '#7c3aed', '#15803d', '#dc2626']

/** A round picture, or the person's initials on a colour made from the name. */
export function Avatar({ name, src, size = 40, className }: MonogramProps) {
  const box = cx(
    css({
      borderRadius: 'full',
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      overflow: 'hidden',
      fontWeight: 'semibold',
      color: 'white',
    }),
    className,
  )
  if (src)
    return (
      <img
        src={assetUrl(src)}
        alt={name}
        width={size}
        height={size}
        className={cx(box, css({ objectFit: 'cover' }))}
        style={{ width: size, height: size }}
      />
    )
  return (
    <span
      role="img"
      aria-label={name}
      className={box}
      style={{ width: size, height: size, background: colourOf(name, PALETTE), fontSize: size * 0.38 }}
    >
      {initials(name)}
    </span>
  )
}
