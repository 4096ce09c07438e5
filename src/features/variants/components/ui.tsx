import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import type { Settled } from '../lib/settle'

/** The page width every public section shares. */
export const container = css({ maxW: '6xl', mx: 'auto', px: { base: '4', sm: '6', lg: '8' } })

/** A coloured banner that opens a public page: text on the left, a panel on the right on wide screens. */
export function Hero({
  eyebrow,
  title,
  subtitle,
  actions,
  aside,
}: {
  eyebrow: ReactNode
  title: string
  subtitle: string
  actions?: ReactNode
  aside?: ReactNode
}) {
  return (
    <section
      className={css({
        position: 'relative',
        overflow: 'hidden',
        color: 'white',
        bgGradient: 'to-br',
        gradientFrom: 'var(--accent-700)',
        gradientTo: 'var(--accent-950)',
      })}
    >
      <svg
        aria-hidden
        viewBox="0 0 600 600"
        className={css({
          position: 'absolute',
          right: { base: '-40', md: '-20' },
          top: '-32',
          w: '[40rem]',
          h: '[40rem]',
          opacity: 0.1,
          pointerEvents: 'none',
        })}
      >
        {[290, 220, 150, 80].map((r) => (
          <circle key={r} cx="300" cy="300" r={r} fill="none" stroke="white" strokeWidth="2" />
        ))}
      </svg>
      <div
        className={cx(
          container,
          css({
            position: 'relative',
            py: { base: '10', md: '20' },
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: '1.15fr 1fr' },
            gap: { base: '8', md: '12' },
            alignItems: 'center',
          }),
        )}
      >
        <div>
          <p
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '2',
              px: '3',
              py: '1',
              borderRadius: 'full',
              bg: 'white/15',
              fontSize: 'sm',
              fontWeight: 'semibold',
            })}
          >
            {eyebrow}
          </p>
          <h1
            className={css({
              mt: '4',
              fontSize: { base: '4xl', md: '6xl' },
              fontWeight: 'black',
              lineHeight: '1.05',
              letterSpacing: '-0.03em',
            })}
          >
            {title}
          </h1>
          <p className={css({ mt: '4', fontSize: { base: 'md', md: 'xl' }, opacity: 0.9, maxW: 'xl' })}>{subtitle}</p>
          {actions ? (
            <div className={css({ mt: '8', display: 'flex', flexWrap: 'wrap', gap: '3' })}>{actions}</div>
          ) : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  )
}

/** Light call-to-action buttons for the coloured hero. */
export const heroButton = (tone: 'solid' | 'ghost') =>
  cx(
    css({
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      h: '12',
      px: '5',
      borderRadius: 'lg',
      fontWeight: 'semibold',
      transition: 'background 150ms',
      _focusVisible: { outline: '3px solid white', outlineOffset: '2px' },
    }),
    tone === 'solid'
      ? css({ bg: 'white', color: 'var(--accent-800)', _hover: { bg: 'white/90' } })
      : css({
          bg: 'white/12',
          color: 'white',
          borderWidth: '1px',
          borderColor: 'white/30',
          _hover: { bg: 'white/20' },
        }),
  )

/** A glassy panel on the hero (stats, the next match). */
export const heroPanel = css({
  bg: 'white/10',
  borderWidth: '1px',
  borderColor: 'white/20',
  borderRadius: '2xl',
  p: { base: '5', md: '6' },
  backdropFilter: 'blur(8px)',
})

/** A titled part of a public page; `bare` leaves the page width to the parent (sections side by side). */
export function Section({
  id,
  title,
  subtitle,
  action,
  bare,
  children,
}: {
  id: string
  title: string
  subtitle?: string
  action?: ReactNode
  bare?: boolean
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cx(bare ? undefined : container, css({ py: { base: '10', md: '14' }, scrollMarginTop: '16' }))}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: '4',
          mb: '6',
          flexWrap: 'wrap',
        })}
      >
        <div>
          <h2
            id={`${id}-title`}
            className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', letterSpacing: '-0.02em' })}
          >
            {title}
          </h2>
          {subtitle ? <p className={css({ mt: '1', color: 'fg.muted' })}>{subtitle}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  )
}

// Panda extracts styles at build time, so each card width is spelled out once here.
const GRIDS = {
  '15rem': css({
    display: 'grid',
    gap: { base: '4', md: '5' },
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  }),
  '16rem': css({
    display: 'grid',
    gap: { base: '4', md: '5' },
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  }),
  '17rem': css({
    display: 'grid',
    gap: { base: '4', md: '5' },
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  }),
}
/** A responsive grid of cards at least `min` wide. */
export const grid = (min: keyof typeof GRIDS) => GRIDS[min]

/** The error with a retry, or the content: the route's loader has settled the request before the page shows. */
export function QueryBlock<T>({ result, children }: { result: Settled<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('variants')
  const router = useRouter()
  if (result.error) {
    return (
      <div
        role="alert"
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '4',
          p: '5',
          borderRadius: '2xl',
          bg: 'danger.subtle',
          color: 'danger.text',
          flexWrap: 'wrap',
        })}
      >
        <p className={css({ flex: 1 })}>
          {t('state.error')} <span className={css({ opacity: 0.8 })}>({result.error.message})</span>
        </p>
        <Button variant="outline" size="sm" onClick={() => void router.invalidate({ sync: true })}>
          {t('state.retry')}
        </Button>
      </div>
    )
  }
  return <>{children(result.data)}</>
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p
      className={css({
        p: '8',
        textAlign: 'center',
        color: 'fg.muted',
        borderRadius: '2xl',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border.strong',
      })}
    >
      {children}
    </p>
  )
}
