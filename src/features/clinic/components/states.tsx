import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AlertTriangle, ShieldOff } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { describeError, isForbidden } from '../lib/errors'

/** What a role may not use: a clear message instead of an error, with a way back. */
export function Forbidden({ message }: { message?: string }) {
  const { t } = useTranslation('clinic')
  return (
    <div role="alert" className={css({ display: 'flex', flexDir: 'column', alignItems: 'center', textAlign: 'center', gap: '3', py: '20', px: '6' })}>
      <span className={css({ display: 'inline-flex', p: '4', borderRadius: 'full', bg: 'warning.subtle', color: 'warning.text' })}>
        <ShieldOff size={32} aria-hidden />
      </span>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t('forbidden.title')}</h1>
      <p className={css({ color: 'fg.muted', maxW: 'md' })}>{message ?? t('forbidden.text')}</p>
      <Link to="/medical/home" className={css({ color: 'accent.text', fontWeight: 'semibold', textDecoration: 'underline', mt: '2' })}>
        {t('forbidden.home')}
      </Link>
    </div>
  )
}

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('clinic')
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', alignItems: 'center', py: '16', color: 'fg.subtle' })}>
      <Spinner size={24} label={label ?? t('loading')} />
    </div>
  )
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('clinic')
  if (isForbidden(error)) return <Forbidden />
  return (
    <div role="alert" className={css({ display: 'flex', flexDir: 'column', alignItems: 'center', gap: '3', py: '12', textAlign: 'center' })}>
      <AlertTriangle size={28} aria-hidden className={css({ color: 'danger.text' })} />
      <p className={css({ fontWeight: 'semibold' })}>{t('errors.load')}</p>
      <p className={css({ color: 'fg.muted', fontSize: 'sm', maxW: 'md' })}>{describeError(t, error)}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      ) : null}
    </div>
  )
}

/** Loading, error (403 as a clear message) or the content of a query. */
export function QueryView<T>({ query, children }: { query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  return <Loading />
}
