import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { noticeConflict } from '../api/sync-actions'
import { anotherTimeLink, bookingHref } from '../lib/booking-link'
import { conflictSentence, type Translate } from '../lib/conflict-text'
import type { DescribedConflict } from '../lib/status'
import { useDateFormat } from '@/lib/use-date-format'

// Conflicts this page already asked the worker to notify, so a re-render does not ask again while it answers.
const asked = new Set<string>()

/**
 * One notification per refused change, in the user's language (the worker does not know it, so the page
 * words it and the worker stores it once: its id is the conflict's, and a second tab's request makes none).
 * A refused booking's notification leads to booking another time; the others to the sync settings.
 */
export function useConflictNotices(conflicts: DescribedConflict[]) {
  const { t } = useTranslation('sync')
  const fmt = useDateFormat()
  const pending = conflicts.filter((c) => !c.conflict.noticed)
  const key = pending.map((c) => c.conflict.seq).join(',')
  useEffect(() => {
    for (const { conflict, subject } of pending) {
      const id = `${conflict.seq}:${conflict.at}`
      if (asked.has(id)) continue
      asked.add(id)
      const booking = anotherTimeLink(conflict)
      const description = conflictSentence(t as Translate, fmt, conflict, subject)
      void noticeConflict(conflict.seq, {
        title: t('notification.title'),
        description,
        link: booking && conflict.reason === 'rule' ? bookingHref(booking) : '/settings#sync',
      }).catch(() => asked.delete(id))
    }
    // The pending list is keyed by its conflicts: a new one, not a new array, is what calls for a notice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}
