import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { fmt, fmtFull, today, useDateLocale } from '../lib/dates'
import type { AgendaView } from './agenda-range'
import { stepDate } from './agenda-range'

const segment = css({ display: 'inline-flex', p: '1', gap: '1', bg: 'bg.subtle', borderRadius: 'lg' })
const segmentItem = css({
  h: '8',
  px: '3',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
  '&[aria-pressed=true]': { bg: 'bg.surface', color: 'fg.default', boxShadow: 'sm' },
})

/** Previous / today / next, the range shown, the view switch and whatever filters the page adds. */
export function AgendaToolbar({
  view,
  views,
  date,
  range,
  onDate,
  onView,
  children,
}: {
  view: AgendaView
  views: AgendaView[]
  date: string
  range: { from: string; to: string }
  onDate: (date: string) => void
  onView: (view: AgendaView) => void
  children?: ReactNode
}) {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const label =
    range.from === range.to
      ? fmtFull(range.from, locale)
      : `${fmt(range.from, 'd MMM', locale)} – ${fmt(range.to, 'd MMM yyyy', locale)}`
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '3',
        justifyContent: 'space-between',
      })}
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: { base: 'wrap', md: 'nowrap' },
          alignItems: 'center',
          gap: '2',
          minW: 0,
        })}
      >
        <Button variant="outline" size="sm" onClick={() => onDate(today())} disabled={date === today()}>
          {t('agenda.today')}
        </Button>
        <div className={css({ display: 'flex' })}>
          <Button
            variant="ghost"
            size="iconSm"
            aria-label={t('agenda.previous')}
            onClick={() => onDate(stepDate(view, date, -1))}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="ghost"
            size="iconSm"
            aria-label={t('agenda.next')}
            onClick={() => onDate(stepDate(view, date, 1))}
          >
            <ChevronRight />
          </Button>
        </div>
        <h2
          aria-live="polite"
          className={css({
            fontSize: { base: 'md', md: 'lg' },
            fontWeight: 'bold',
            whiteSpace: { md: 'nowrap' },
            order: { base: -1, md: 0 },
            flexBasis: { base: '100%', md: 'auto' },
          })}
        >
          {label}
        </h2>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        {children}
        <div role="group" aria-label={t('agenda.viewLabel')} className={segment}>
          {views.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              className={cx(segmentItem)}
              onClick={() => onView(v)}
            >
              {t(`agenda.views.${v}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  )
}
