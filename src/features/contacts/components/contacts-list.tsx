import { useMemo, useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { UsersRound } from 'lucide-react'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import type { Contact } from '@/shared/schemas/contacts'
import { groupByInitial } from '../lib/group'
import { useDeferredArrival } from '@/lib/use-deferred-arrival'

interface Props {
  query: UseQueryResult<Contact[]>
  pinned: string[]
  openId: string | undefined
  search: string
}

const HEADER = 36
const ROW = 76

/** The contacts under sticky-looking initial headers; only the rows in view are in the DOM. */
export function ContactsList({ query, pinned, openId, search }: Props) {
  const { t } = useTranslation('contacts')
  const scroller = useRef<HTMLDivElement>(null)
  // The rows draw the first answer in a deferred pass (see useDeferredArrival).
  const contacts = useDeferredArrival(query.data)
  const items = useMemo(() => groupByInitial(contacts ?? [], pinned), [contacts, pinned])
  const virtual = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (items[i]?.kind === 'letter' ? HEADER : ROW),
    overscan: 8,
  })

  if (!contacts && !query.isError) {
    return <LoadingBlock label={t('loading')} className={css({ flex: 1 })} />
  }
  if (query.isError) {
    return (
      <EmptyState title={t('errors.load')}>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </EmptyState>
    )
  }
  if (!items.length) {
    return (
      <EmptyState icon={<UsersRound />} title={search ? t('noResults') : t('empty')}>
        {search ? <p>{t('noResultsHint', { query: search })}</p> : null}
      </EmptyState>
    )
  }

  return (
    <div
      ref={scroller}
      className={css({ flex: 1, overflowY: 'auto', position: 'relative' })}
      aria-label={t('list')}
      role="region"
      tabIndex={-1}
    >
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((row) => {
          const item = items[row.index]!
          const style = {
            position: 'absolute' as const,
            top: 0,
            left: 0,
            right: 0,
            height: row.size,
            transform: `translateY(${row.start}px)`,
          }
          if (item.kind === 'letter') {
            return (
              <div
                key={`h-${item.letter}`}
                style={style}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  px: { base: '4', md: '8' },
                  bg: 'bg.muted',
                  color: 'fg.muted',
                  fontSize: 'sm',
                  fontWeight: 'semibold',
                  borderBottomWidth: '1px',
                  borderColor: 'border.default',
                })}
              >
                {item.letter === '+' ? t('new') : item.letter}
              </div>
            )
          }
          const c = item.contact
          const active = c.id === openId
          return (
            <Link
              key={c.id}
              to="/apps/contacts/$id"
              params={{ id: c.id }}
              search={{ q: search || undefined }}
              style={style}
              aria-current={active ? 'page' : undefined}
              className={css(
                {
                  display: 'flex',
                  alignItems: 'center',
                  gap: '4',
                  px: { base: '4', md: '8' },
                  borderBottomWidth: '1px',
                  borderColor: 'border.default',
                  _hover: { bg: 'bg.hover' },
                  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '-2px' },
                },
                active && { bg: 'accent.subtle', _hover: { bg: 'accent.subtle' } },
              )}
            >
              <Avatar name={c.name} src={c.avatar} size={44} />
              <span className={css({ minW: 0, display: 'flex', flexDir: 'column' })}>
                <span className={css({ fontWeight: 'semibold', truncate: true })}>{c.name}</span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted', truncate: true })}>
                  {c.title || c.emails[0]?.email || '\u00a0'}
                </span>
              </span>
            </Link>
          )
        })}
      </div>
    </div>
  )
}
