import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertTriangle } from 'lucide-react'
import { css } from 'styled-system/css'
import { vstack } from 'styled-system/patterns'
import { Button } from '@/components/ui/button'
import { LoadingBlock } from '@/components/ui/loading-block'
import { NoAccess } from '@/components/layout/no-access'
import { describeError, isForbidden } from '../lib/errors'

/** What a role may not use: the shared "No access" screen in the clinic's words, leading to its home. */
export function Forbidden({ message }: { message?: string }) {
  const { t } = useTranslation('clinic')
  return (
    <NoAccess
      title={t('forbidden.title')}
      message={message ?? t('forbidden.text')}
      home={{ to: '/medical/home', label: t('forbidden.home') }}
    />
  )
}

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('clinic')
  return <LoadingBlock label={label ?? t('loading')} size={24} className={css({ py: '16', color: 'fg.subtle' })} />
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('clinic')
  if (isForbidden(error)) return <Forbidden />
  return (
    <div role="alert" className={vstack({ gap: '3', py: '12', textAlign: 'center' })}>
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
export function QueryView<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown }
  children: (data: T) => ReactNode
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  return <Loading />
}
