import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

/**
 * The accent band a catalogue's home page opens with (academy, help center): a small overline, the big
 * title, then what the page puts under it (its subtitle, a search box).
 */
export function HeroHeader({
  eyebrow,
  title,
  wide = false,
  children,
}: {
  eyebrow: ReactNode
  title: ReactNode
  /** As wide as the card grid under it (academy); otherwise a reading width. */
  wide?: boolean
  children?: ReactNode
}) {
  return (
    <header
      className={css({
        bg: 'accent.solid',
        color: 'accent.onSolid',
        _dark: { bg: 'accent.muted', color: 'fg.default' },
      })}
    >
      <div
        className={cx(
          css({
            mx: 'auto',
            px: { base: '4', md: '8' },
            py: { base: '10', md: '16' },
            textAlign: 'center',
          }),
          wide ? css({ maxW: '7xl' }) : css({ maxW: '4xl' }),
        )}
      >
        <p
          className={css({
            fontSize: 'sm',
            fontWeight: 'semibold',
            textTransform: 'uppercase',
            letterSpacing: 'wider',
            opacity: 0.9,
          })}
        >
          {eyebrow}
        </p>
        <h1
          className={css({
            fontSize: { base: '3xl', md: '5xl' },
            fontWeight: 'extrabold',
            letterSpacing: 'tight',
            lineHeight: 'tight',
            mt: '2',
          })}
        >
          {title}
        </h1>
        {children}
      </div>
    </header>
  )
}
