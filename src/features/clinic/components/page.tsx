import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

/** The frame of every clinic screen: a padded column with a title row (icon, title, subtitle, actions). */
export function ClinicPage({
  title,
  subtitle,
  icon,
  actions,
  children,
  wide = true,
  className,
}: {
  title: string
  subtitle?: ReactNode
  icon?: ReactNode
  actions?: ReactNode
  children: ReactNode
  wide?: boolean
  className?: string
}) {
  return (
    <div
      className={cx(
        css({
          px: { base: '4', md: '8' },
          py: { base: '5', md: '7' },
          mx: 'auto',
          w: 'full',
          display: 'flex',
          flexDir: 'column',
          gap: { base: '4', md: '6' },
        }),
        className,
      )}
      style={{ maxWidth: wide ? '96rem' : '64rem' }}
    >
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '4',
          justifyContent: 'space-between',
        })}
      >
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: 0 })}>
          {icon ? (
            <span
              aria-hidden
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                w: '11',
                h: '11',
                borderRadius: 'xl',
                bg: 'accent.subtle',
                color: 'accent.text',
                flexShrink: 0,
                '& svg': { w: '5', h: '5' },
              })}
            >
              {icon}
            </span>
          ) : null}
          <div className={css({ minW: 0 })}>
            <h1
              className={css({
                fontSize: { base: 'xl', md: '2xl' },
                fontWeight: 'bold',
                letterSpacing: 'tight',
                lineHeight: 'tight',
              })}
            >
              {title}
            </h1>
            {subtitle ? <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '0.5' })}>{subtitle}</p> : null}
          </div>
        </div>
        {actions ? (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>{actions}</div>
        ) : null}
      </header>
      {children}
    </div>
  )
}

/** A titled card section; `flush` drops the body's padding (for lists that run edge to edge). */
export function Panel({
  title,
  actions,
  children,
  className,
  flush,
}: {
  title?: ReactNode
  actions?: ReactNode
  children: ReactNode
  className?: string
  flush?: boolean
}) {
  return (
    <section
      className={cx(
        css({
          bg: 'bg.surface',
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          boxShadow: 'xs',
          minW: 0,
          display: 'flex',
          flexDir: 'column',
        }),
        className,
      )}
    >
      {title || actions ? (
        <header
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '3',
            px: '5',
            py: '3.5',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          {title ? <h2 className={css({ fontSize: 'md', fontWeight: 'semibold' })}>{title}</h2> : <span />}
          {actions}
        </header>
      ) : null}
      <div className={flush ? css({ flex: 1, minW: 0 }) : css({ p: '5', flex: 1, minW: 0 })}>{children}</div>
    </section>
  )
}

/** An appointment's doctor's dot: grey when the appointment names no doctor. */
export function DoctorDot({ doctor, size }: { doctor?: { color: string } | null; size?: number }) {
  return <ColorDot color={doctor?.color ?? '#94a3b8'} size={size} />
}

/** A round dot in a doctor's colour. */
export function ColorDot({ color, size = 10 }: { color: string; size?: number }) {
  return (
    <span
      aria-hidden
      className={css({ display: 'inline-block', borderRadius: 'full', flexShrink: 0 })}
      style={{ width: size, height: size, background: color }}
    />
  )
}
