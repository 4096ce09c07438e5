import { useState } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { syncNow } from '../api/sync-actions'
import { subjectText, type Translate } from '../lib/conflict-text'
import type { IndicatorState, SyncStatus } from '../lib/status'
import { useDateFormat } from '@/lib/use-date-format'
import { ConflictCard } from './conflict-card'

const sectionTitle = css({
  px: '4',
  pt: '3',
  pb: '1',
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  color: 'fg.muted',
})

/** The state in a sentence, the last sync and "Sync now". */
export function SyncSummary({ status, state }: { status: SyncStatus; state: IndicatorState }) {
  const { t } = useTranslation('sync')
  const fmt = useDateFormat()
  const [running, setRunning] = useState(false)
  const run = async () => {
    setRunning(true)
    try {
      await syncNow()
    } catch (error) {
      toast('error', t('actions.failed'), error instanceof Error ? error.message : undefined)
    } finally {
      setRunning(false)
    }
  }
  const failed = status.round?.status === 'failed' ? status.round.message : null
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', px: '4', py: '3', flexWrap: 'wrap' })}>
      <div className={css({ flex: 1, minW: '40' })}>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })} data-testid="sync-state-text" role="status">
          {t(`state.${state}`, { count: status.waitingCount })}
        </p>
        <p className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid="sync-last">
          {status.lastSyncedAt
            ? t('lastSynced', { when: fmt(new Date(status.lastSyncedAt), 'PPp') })
            : t('neverSynced')}
        </p>
        {failed ? (
          <p className={css({ fontSize: 'xs', color: 'danger.text', mt: '1' })}>{t('failed', { message: failed })}</p>
        ) : null}
      </div>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void run()}
        disabled={running || state === 'syncing'}
        data-testid="sync-now"
      >
        {running || state === 'syncing' ? <Spinner size={14} /> : null}
        {t('syncNow')}
      </Button>
    </div>
  )
}

/** The server refused the device's sign-in: only the user's password brings the sync back. */
export function SignInAgain({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('sync')
  const href = useLocation({ select: (l) => l.href })
  return (
    <div
      className={css({ mx: '4', mb: '3', p: '3', borderRadius: 'lg', bg: 'bg.muted', fontSize: 'sm' })}
      data-testid="sync-sign-in-again"
    >
      <p>{t('unauthorized')}</p>
      <Link
        to="/unlock-session"
        search={{ redirect: href }}
        onClick={onNavigate}
        className={css({
          display: 'inline-block',
          mt: '2',
          color: 'accent.text',
          fontWeight: 'semibold',
          textDecoration: 'underline',
        })}
      >
        {t('signInAgain')}
      </Link>
    </div>
  )
}

/** The refused changes, each with its actions. */
export function ConflictList({ status, onNavigate }: { status: SyncStatus; onNavigate?: () => void }) {
  const { t } = useTranslation('sync')
  if (!status.conflicts.length) return null
  return (
    <section aria-labelledby="sync-conflicts-title">
      <h3 id="sync-conflicts-title" className={sectionTitle}>
        {t('conflictsTitle', { count: status.conflicts.length })}
      </h3>
      <ul data-testid="sync-conflicts">
        {status.conflicts.map((item) => (
          <ConflictCard key={item.conflict.seq} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </section>
  )
}

/** The changes waiting to be sent, oldest first, in business terms. */
export function WaitingList({ status }: { status: SyncStatus }) {
  const { t } = useTranslation('sync')
  const fmt = useDateFormat()
  return (
    <section aria-labelledby="sync-waiting-title">
      <h3 id="sync-waiting-title" className={sectionTitle}>
        {status.waitingCount ? t('waitingTitle', { count: status.waitingCount }) : t('waitingHeading')}
      </h3>
      {status.waiting.length === 0 ? (
        <p className={css({ px: '4', pb: '3', fontSize: 'sm', color: 'fg.muted' })}>{t('nothingWaiting')}</p>
      ) : (
        <ul data-testid="sync-waiting" className={css({ pb: '2' })}>
          {status.waiting.map((change) => (
            <li
              key={change.seq}
              className={css({ display: 'flex', gap: '3', alignItems: 'baseline', px: '4', py: '1.5', fontSize: 'sm' })}
            >
              <span className={css({ flex: 1, minW: 0 })}>
                {change.op === 'delete'
                  ? t('deleted', { what: subjectText(t as Translate, fmt, change.subject) })
                  : subjectText(t as Translate, fmt, change.subject)}
              </span>
              <time dateTime={change.at} className={css({ fontSize: 'xs', color: 'fg.muted', flexShrink: 0 })}>
                {fmt(new Date(change.at), 'p')}
              </time>
            </li>
          ))}
          {status.waitingCount > status.waiting.length ? (
            <li className={css({ px: '4', py: '1.5', fontSize: 'xs', color: 'fg.muted' })}>
              {t('more', { count: status.waitingCount - status.waiting.length })}
            </li>
          ) : null}
        </ul>
      )}
    </section>
  )
}
