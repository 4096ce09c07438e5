import { useId, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TrendingDown, TrendingUp } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { vstack } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'
import { Button } from '@/components/ui/button'
import { LoadingBlock } from '@/components/ui/loading-block'

/** The page frame of a dashboard: a header band with title, subtitle and actions, then the content grid. */
export function DashboardFrame({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string
  subtitle?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={css({ minH: 'full' })}>
      <header className={css({ bg: 'bg.surface', borderBottomWidth: '1px', borderColor: 'border.default' })}>
        <div
          className={css({
            maxW: '7xl',
            mx: 'auto',
            px: { base: '4', md: '8' },
            py: { base: '6', md: '8' },
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '4',
          })}
        >
          <div className={css({ minW: 0 })}>
            <h1
              className={css({
                fontSize: { base: '2xl', md: '3xl' },
                fontWeight: 'extrabold',
                letterSpacing: 'tight',
                lineHeight: 'tight',
              })}
            >
              {title}
            </h1>
            {subtitle ? <p className={css({ color: 'fg.muted', mt: '1' })}>{subtitle}</p> : null}
          </div>
          {actions ? <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions}</div> : null}
        </div>
      </header>
      <div
        className={css({ w: 'full', maxW: '7xl', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '5', md: '8' } })}
      >
        {children}
      </div>
    </div>
  )
}

/** A dashboard card: a titled section with optional controls on the right. */
export function Panel({
  title,
  subtitle,
  actions,
  children,
  className,
  bodyClassName,
}: {
  title: string
  subtitle?: ReactNode
  actions?: ReactNode
  children: ReactNode
  className?: string
  bodyClassName?: string
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className={cx(
        cx(
          card({ padding: 'none', clip: false }),
          css({
            display: 'flex',
            flexDir: 'column',
            minW: 0,
          }),
        ),
        className,
      )}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: '3',
          px: '5',
          pt: '5',
          flexWrap: 'wrap',
        })}
      >
        <div className={css({ minW: 0 })}>
          <h2
            id={id}
            className={css({ fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'tight', letterSpacing: 'tight' })}
          >
            {title}
          </h2>
          {subtitle ? <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '0.5' })}>{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      <div className={cx(css({ p: '5', flex: 1, minW: 0 }), bodyClassName)}>{children}</div>
    </section>
  )
}

/** A small choice of views (this week / last week): a group of toggle buttons, one pressed. */
export function Segmented<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T
  options: Array<{ value: T; label: string }>
  onChange: (v: T) => void
  label: string
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={css({ display: 'inline-flex', p: '0.5', borderRadius: 'full', bg: 'bg.subtle', gap: '0.5' })}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={css({
            px: '3',
            h: '7',
            borderRadius: 'full',
            fontSize: 'xs',
            fontWeight: 'semibold',
            color: 'fg.muted',
            cursor: 'pointer',
            whiteSpace: 'nowrap',
            _hover: { color: 'fg.default' },
            '&[aria-pressed=true]': { bg: 'bg.surface', color: 'fg.default', boxShadow: 'sm' },
          })}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}

/** A figure with its caption; `tone` colours the figure. */
export function Stat({
  label,
  value,
  hint,
  tone,
  size = 'md',
}: {
  label: string
  value: ReactNode
  hint?: ReactNode
  tone?: 'accent' | 'success' | 'danger' | 'warning'
  size?: 'md' | 'lg'
}) {
  return (
    <div className={css({ minW: 0 })}>
      <div className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' })}>{label}</div>
      <div
        className={cx(
          css({
            fontWeight: 'bold',
            letterSpacing: 'tight',
            lineHeight: 'tight',
            mt: '1',
            fontVariantNumeric: 'tabular-nums',
          }),
          size === 'lg' ? css({ fontSize: { base: '3xl', md: '4xl' } }) : css({ fontSize: '2xl' }),
          tone === 'accent' && css({ color: 'accent.text' }),
          tone === 'success' && css({ color: 'success.text' }),
          tone === 'danger' && css({ color: 'danger.text' }),
          tone === 'warning' && css({ color: 'warning.text' }),
        )}
      >
        {value}
      </div>
      {hint ? <div className={css({ fontSize: 'xs', color: 'fg.subtle', mt: '1' })}>{hint}</div> : null}
    </div>
  )
}

/** An up or down change, coloured and with an arrow, e.g. "▲ 2.35%". */
export function TrendBadge({ dir, children, label }: { dir: 'up' | 'down'; children: ReactNode; label: string }) {
  const Icon = dir === 'up' ? TrendingUp : TrendingDown
  return (
    <span
      className={cx(
        css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', fontWeight: 'semibold' }),
        dir === 'up' ? css({ color: 'success.text' }) : css({ color: 'danger.text' }),
      )}
    >
      <Icon size={16} aria-hidden />
      <span className={css({ srOnly: true })}>{label}</span>
      {children}
    </span>
  )
}

/** A labelled bar from 0 to 100. */
export function ProgressBar({
  value,
  label,
  tone = 'accent',
}: {
  value: number
  label: string
  tone?: 'accent' | 'danger' | 'success'
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className={css({ h: '2', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden' })}
    >
      <div
        className={cx(
          css({ h: 'full', borderRadius: 'full', transition: 'width 0.4s' }),
          tone === 'danger'
            ? css({ bg: 'danger.solid' })
            : tone === 'success'
              ? css({ bg: 'success.solid' })
              : css({ bg: 'accent.solid' }),
        )}
        style={{ width: `${value}%` }}
      />
    </div>
  )
}

/** Loading and error states of a dashboard's data. */
export function DashboardStatus({
  query,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'refetch'>
}) {
  const { t } = useTranslation('dashboards')
  if (query.isPending) return <LoadingBlock label={t('loading')} className={css({ py: '24' })} />
  return (
    <div role="alert" className={vstack({ gap: '3', py: '20', textAlign: 'center' })}>
      <p className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>{t('error')}</p>
      <p className={css({ color: 'fg.muted' })}>{query.error?.message}</p>
      <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
    </div>
  )
}
