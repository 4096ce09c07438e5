import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toaster'
import { discardConflict, reapplyConflict } from '../api/sync-actions'
import { anotherTimeLink } from '../lib/booking-link'
import { conflictActions, conflictSentence, type Translate } from '../lib/conflict-text'
import type { DescribedConflict } from '../lib/status'
import { useDateFormat } from '@/lib/use-date-format'

const linkButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '8',
  px: '3',
  borderRadius: 'lg',
  fontSize: 'sm',
  fontWeight: 'semibold',
  bg: 'accent.solid',
  color: 'accent.onSolid',
  _hover: { opacity: 0.9 },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
})

/** One refused change: what happened in the user's words, and what they can do about it. It stays until they act. */
export function ConflictCard({ item, onNavigate }: { item: DescribedConflict; onNavigate?: () => void }) {
  const { t } = useTranslation('sync')
  const fmt = useDateFormat()
  const [busy, setBusy] = useState(false)
  const { conflict, subject } = item
  const sentence = conflictSentence(t as Translate, fmt, conflict, subject)
  const booking = anotherTimeLink(conflict)
  const act = (run: () => Promise<unknown>, done: string) => async () => {
    setBusy(true)
    try {
      await run()
      toast('success', done)
    } catch (error) {
      toast('error', t('actions.failed'), error instanceof Error ? error.message : undefined)
    } finally {
      setBusy(false)
    }
  }
  return (
    <li
      data-testid="sync-conflict"
      data-reason={conflict.reason}
      className={css({
        px: '4',
        py: '3',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        _last: { borderBottomWidth: 0 },
      })}
    >
      <p className={css({ fontSize: 'sm', color: 'fg.default' })} data-testid="sync-conflict-sentence">
        {sentence}
      </p>
      <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}>
        {t('refusedAt', { when: fmt(new Date(conflict.at), 'PPp') })}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}>
        {conflictActions(conflict).map((action) => {
          if (action === 'anotherTime' && booking) {
            return (
              <Link
                key={action}
                {...booking}
                className={linkButton}
                onClick={onNavigate}
                data-testid="sync-another-time"
              >
                {t('actions.anotherTime')}
              </Link>
            )
          }
          if (action === 'reapply') {
            return (
              <Button
                key={action}
                size="sm"
                disabled={busy}
                onClick={act(() => reapplyConflict(conflict.seq), t('actions.reapplied'))}
                data-testid="sync-reapply"
              >
                {t('actions.reapply')}
              </Button>
            )
          }
          return (
            <Button
              key={action}
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={act(() => discardConflict(conflict.seq), t('actions.discarded'))}
              data-testid="sync-discard"
            >
              {t('actions.discard')}
            </Button>
          )
        })}
      </div>
    </li>
  )
}
