import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ChevronRight, CircleHelp } from 'lucide-react'
import { pageColumn } from 'styled-system/patterns'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import { ApiError } from '@/lib/api/client'

export interface Crumb {
  label: string
  to: string
  params?: Record<string, string>
}

/** A help center page below the home: breadcrumb, title and subtitle, then the content. */
export function HelpPage({
  crumbs,
  title,
  subtitle,
  children,
}: {
  crumbs: Crumb[]
  title: string
  subtitle?: string
  children: ReactNode
}) {
  const { t } = useTranslation('helpCenter')
  return (
    <div className={pageColumn({ maxW: '4xl' })}>
      <nav aria-label={t('breadcrumb')}>
        <ol
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: '1',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
        >
          {crumbs.map((c) => (
            <li key={c.to} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
              <Link
                to={c.to}
                params={c.params}
                className={css({ color: 'accent.text', fontWeight: 'medium', _hover: { textDecoration: 'underline' } })}
              >
                {c.label}
              </Link>
              <ChevronRight size={14} aria-hidden />
            </li>
          ))}
          <li
            aria-current="page"
            className={css({
              color: 'fg.muted',
              minW: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            })}
          >
            {title}
          </li>
        </ol>
      </nav>
      <h1
        className={css({
          fontSize: { base: '3xl', md: '4xl' },
          fontWeight: 'extrabold',
          letterSpacing: 'tight',
          lineHeight: 'tight',
          mt: '3',
        })}
      >
        {title}
      </h1>
      {subtitle ? <p className={css({ color: 'fg.muted', fontSize: 'lg', mt: '2' })}>{subtitle}</p> : null}
      <div className={css({ mt: { base: '6', md: '10' } })}>{children}</div>
    </div>
  )
}

/** Loading, not-found and error states of a help center query; `notFound` is what a 404 says. */
export function HelpStatus({
  query,
  notFound,
  page = false,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'refetch'>
  notFound?: string
  page?: boolean
}) {
  const { t } = useTranslation('helpCenter')
  const { isPending, error } = query
  if (isPending) return <LoadingBlock label={t('loading')} className={css({ py: '24' })} />
  const missing = error instanceof ApiError && error.status === 404
  return (
    <>
      {/* As a whole page, it keeps a top heading for screen readers; the message below says what happened. */}
      {page ? <h1 className={css({ srOnly: true })}>{t('home')}</h1> : null}
      <EmptyState icon={<CircleHelp />} title={missing ? (notFound ?? t('error')) : t('error')}>
        {missing ? null : <Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        <Link
          to="/apps/help-center"
          className={css({ color: 'accent.text', fontWeight: 'medium', _hover: { textDecoration: 'underline' } })}
        >
          {t('backHome')}
        </Link>
      </EmptyState>
    </>
  )
}
